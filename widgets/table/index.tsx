import type { WidgetEntry } from '../../engine-core/widgetTypes';
import input from '../input';
import { InputTable } from './InputTable';

/**
 * The child table (jnpfKey `table`, the platform's InputTable). The same component is its own read-only
 * twin: in readPretty every cell shows its widget's twin, and the row buttons and footer are gone.
 */
const entry: WidgetEntry = {
  key: 'table',
  component: InputTable,
  readPretty: InputTable,
  defaultValue: [],
  emptyValue: [],
  allowedInTable: false,
  lazy: false,
  valueType: 'array',
  category: 'select',
  sample: {
    props: {
      columns: [
        {
          name: 'name',
          type: 'string',
          'x-component': 'input',
          'x-data': { jnpfKey: 'input', config: { label: '名称' } },
        },
      ],
    },
    components: { input: input.component },
    value: [{ name: '甲' }],
    display: '甲',
  },
};

export default entry;
