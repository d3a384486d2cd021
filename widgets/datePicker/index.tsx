import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { PreviewText } from '../shared/PreviewText';
import { DEFAULT_DATE_FORMAT, formatDateValue } from '../shared/dateFormat';
import { JnpfDatePicker } from './DatePicker';

/**
 * datePicker (docs/widgets.md): the value is an epoch-ms timestamp; the designer's format picks
 * the granularity (year, month, date, date-time to the minute or second). Start/end bounds come from the
 * `startTime*`/`endTime*` keys the adapter copies into the props (see widgets/shared/dateBounds.ts).
 */
export function DatePickerPreview({ value, format = DEFAULT_DATE_FORMAT }: { value?: unknown; format?: string }) {
  return <PreviewText value={formatDateValue(value, format)} />;
}

const component = connect(JnpfDatePicker, mapReadPretty(DatePickerPreview));

const entry: WidgetEntry = {
  key: 'datePicker',
  component,
  readPretty: DatePickerPreview,
  defaultValue: undefined,
  emptyValue: null,
  allowedInTable: true,
  lazy: false,
  valueType: 'number',
  category: 'input',
  sample: {
    props: { format: 'yyyy-MM-dd HH:mm' },
    value: new Date(2024, 4, 6, 7, 8).getTime(),
    display: '2024-05-06 07:08',
  },
};

export default entry;
