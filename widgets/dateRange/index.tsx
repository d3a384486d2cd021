import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { DEFAULT_DATE_FORMAT, formatDateValue } from '../shared/dateFormat';
import { JnpfDateRange } from './DateRange';
import { RangePreview, rangeEnds } from './RangePreview';

/**
 * dateRange (monorepo UI kit; search forms and models that name it): [start, end] epoch-ms timestamps, [] when
 * cleared. Same formats and bounds as datePicker; in a year-format range each end is 1 January of its year.
 */
export function DateRangePreview({ value, format = DEFAULT_DATE_FORMAT }: { value?: unknown; format?: string }) {
  const [from, to] = rangeEnds(value);
  return <RangePreview from={formatDateValue(from, format)} to={formatDateValue(to, format)} />;
}

const component = connect(JnpfDateRange, mapReadPretty(DateRangePreview));

const entry: WidgetEntry = {
  key: 'dateRange',
  component,
  readPretty: DateRangePreview,
  defaultValue: undefined,
  emptyValue: [],
  allowedInTable: true,
  lazy: false,
  valueType: 'array',
  category: 'input',
  sample: {
    value: [new Date(2024, 4, 6).getTime(), new Date(2024, 5, 1).getTime()],
    display: /2024-05-06\s*(至|~)\s*2024-06-01/,
  },
};

export default entry;
