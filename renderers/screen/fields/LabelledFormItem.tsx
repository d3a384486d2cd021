import { useEffect, useId, type ComponentProps } from 'react';
import { FormItem } from '@formily/antd-v5';
import { isField } from '@formily/core';
import { observer, useField } from '@formily/react';

type FormItemProps = ComponentProps<typeof FormItem>;

/**
 * Formily's FormItem draws its label as a bare `<label>` tied to nothing, so a select or number box in it has no
 * accessible name. This one puts the field's title in a span with an id and gives the control
 * `aria-labelledby` to it (antd passes aria attributes to the focusable element: the select's input, the
 * switch's button). A control that names itself (aria-label or aria-labelledby of its own) is left alone.
 */
function LabelledFormItemInner(props: FormItemProps) {
  const field = useField();
  const labelId = useId();
  const title = field?.title;
  const tie = isField(field) && typeof title === 'string' && title !== '' && props.label === undefined;
  const own = isField(field) ? field.componentProps : {};
  const named = own['aria-label'] !== undefined || own['aria-labelledby'] !== undefined;
  useEffect(() => {
    if (tie && !named && isField(field)) field.setComponentProps({ 'aria-labelledby': labelId });
  }, [tie, named, field, labelId]);
  return <FormItem {...props} label={tie ? <span id={labelId}>{title}</span> : props.label} />;
}

export const LabelledFormItem = Object.assign(observer(LabelledFormItemInner), {
  BaseItem: FormItem.BaseItem,
});
