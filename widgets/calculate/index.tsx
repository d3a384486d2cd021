import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { CalculatePreview, JnpfCalculate } from './Calculate';

const entry: WidgetEntry = {
  key: 'calculate',
  component: connect(JnpfCalculate, mapProps({ value: 'value' }), mapReadPretty(CalculatePreview)),
  readPretty: CalculatePreview,
  defaultValue: null,
  emptyValue: null,
  allowedInTable: true,
  // mathjs comes in with the first computation (evaluate.ts: loadMath)
  lazy: true,
  valueType: 'number',
  category: 'input',
  sample: { props: { isStorage: 1, precision: 2, thousands: true }, value: 1234.5, display: '1,234.5' },
};

export default entry;
