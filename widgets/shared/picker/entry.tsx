import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry, WidgetSample } from '../../../engine-core/widgetTypes';
import type { PickerKind } from './kind';
import { PickerField, type PickerFieldProps } from './PickerField';
import { PickerPreview } from './PickerPreview';

export interface PickerEntryOptions {
  key: string;
  kind: PickerKind;
  /** the designer's default of a new field */
  defaultValue: unknown;
  /** what clearing stores ('' for single pickers, [] for organisations whose value is always a path) */
  emptyValue: unknown;
  valueType: WidgetEntry['valueType'];
  sample: WidgetSample;
}

/** A registry entry of one picker widget: the shared field and dialog, told which kind of picker it is. */
export function pickerEntry({
  key,
  kind,
  defaultValue,
  emptyValue,
  valueType,
  sample,
}: PickerEntryOptions): WidgetEntry {
  function Field(props: Omit<PickerFieldProps, 'kind'>) {
    return <PickerField {...props} kind={kind} />;
  }
  Field.displayName = `Picker(${key})`;
  function Preview(props: { value?: unknown }) {
    return <PickerPreview value={props.value} kind={kind} />;
  }
  Preview.displayName = `PickerPreview(${key})`;
  const component = connect(
    Field,
    // the field's disabled state wins over a designer `disabled: false` in the props
    mapProps((props: { disabled?: boolean }, field) => ({
      disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    })),
    mapReadPretty(Preview),
  );
  return {
    key,
    component,
    readPretty: Preview,
    defaultValue,
    emptyValue,
    allowedInTable: true,
    lazy: false,
    valueType,
    category: 'select',
    sample,
  };
}
