import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { PreviewText } from '../shared/PreviewText';
import { DEFAULT_TIME_FORMAT } from '../shared/dateFormat';
import { formatTimeValue } from './formatTimeValue';
import { JnpfTimePicker } from './TimePicker';

/**
 * timePicker (docs/widgets.md): the value is time-of-day text, 'HH:mm:ss' by default. Bounds are
 * fixed, now-relative or taken from another field of the form or the same child-table row; 00:00:00 and
 * 23:59:59 when absent.
 */
export function TimePickerPreview({ value, format = DEFAULT_TIME_FORMAT }: { value?: unknown; format?: string }) {
  return <PreviewText value={formatTimeValue(value, format)} />;
}

const component = connect(JnpfTimePicker, mapReadPretty(TimePickerPreview));

const entry: WidgetEntry = {
  key: 'timePicker',
  component,
  readPretty: TimePickerPreview,
  defaultValue: undefined,
  emptyValue: null,
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'input',
  sample: { value: '08:30:15', display: '08:30:15' },
};

export default entry;
