import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { DEFAULT_TIME_FORMAT } from '../shared/dateFormat';
import { RangePreview, rangeEnds } from '../dateRange/RangePreview';
import { formatTimeValue } from '../timePicker/formatTimeValue';
import { JnpfTimeRange } from './TimeRange';

/** timeRange (monorepo UI kit): [start, end] time text in the picker's format ('HH:mm:ss' default), [] when cleared. */
export function TimeRangePreview({ value, format = DEFAULT_TIME_FORMAT }: { value?: unknown; format?: string }) {
  const [from, to] = rangeEnds(value);
  return <RangePreview from={formatTimeValue(from, format)} to={formatTimeValue(to, format)} />;
}

const component = connect(JnpfTimeRange, mapReadPretty(TimeRangePreview));

const entry: WidgetEntry = {
  key: 'timeRange',
  component,
  readPretty: TimeRangePreview,
  defaultValue: undefined,
  emptyValue: [],
  allowedInTable: true,
  lazy: false,
  valueType: 'array',
  category: 'input',
  sample: { value: ['08:00:00', '17:30:00'], display: /08:00:00\s*(至|~)\s*17:30:00/ },
};

export default entry;
