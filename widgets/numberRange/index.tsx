import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { RangePreview, rangeEnds } from '../dateRange/RangePreview';
import { JnpfNumberRange, toRangeEnd } from './NumberRange';

const showEnd = (v: unknown, precision?: number) => {
  const n = toRangeEnd(v);
  if (n === null) return '';
  return precision !== undefined && precision !== null ? n.toFixed(precision) : String(n);
};

/** numberRange (monorepo UI kit): [min, max] numbers; [] when both ends are empty; zero is a value. */
export function NumberRangePreview({ value, precision }: { value?: unknown; precision?: number }) {
  const [low, high] = rangeEnds(value);
  return <RangePreview from={showEnd(low, precision)} to={showEnd(high, precision)} />;
}

const component = connect(JnpfNumberRange, mapReadPretty(NumberRangePreview));

const entry: WidgetEntry = {
  key: 'numberRange',
  component,
  readPretty: NumberRangePreview,
  defaultValue: undefined,
  emptyValue: [],
  allowedInTable: true,
  lazy: false,
  valueType: 'array',
  category: 'input',
  sample: { value: [0, 12.5], display: /0\s*(至|~)\s*12\.5/ },
};

export default entry;
