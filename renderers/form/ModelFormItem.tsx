import { useEffect, useId, type ComponentProps } from 'react';
import { FormItem } from '@formily/antd-v5';
import { isField } from '@formily/core';
import { observer, useField } from '@formily/react';

type FormItemProps = ComponentProps<typeof FormItem>;

/**
 * The FormItem of generated (model) forms. Formily's draws the label as a bare `<label>` tied to nothing, so a
 * screen reader could not name a model's input by its label. This one puts the label text (with the form's
 * labelSuffix) in a span with an id and gives the field's control `aria-labelledby` to it; antd passes aria
 * attributes on to the focusable element (the input, the select's search box, the switch's button). Display
 * widgets (void fields) have no control to name; a control that names itself is left alone.
 */
function ModelFormItemInner(props: FormItemProps) {
  const field = useField();
  const labelId = useId();
  const { label } = props;
  const text = typeof label === 'string' && label !== '' ? label : undefined;
  const control = isField(field) ? field : undefined;
  const own = control?.componentProps ?? {};
  const ours = own['aria-labelledby'] === labelId;
  const named = !ours && (own['aria-label'] !== undefined || own['aria-labelledby'] !== undefined);
  useEffect(() => {
    if (control && text && !named && !ours) control.setComponentProps({ 'aria-labelledby': labelId });
  }, [control, text, named, ours, labelId]);
  return (
    <FormItem
      {...props}
      label={
        text ? (
          <span id={labelId} data-model-label="">
            {text}
          </span>
        ) : (
          label
        )
      }
    />
  );
}

export const ModelFormItem = Object.assign(observer(ModelFormItemInner), { BaseItem: FormItem.BaseItem });
