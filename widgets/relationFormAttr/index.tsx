import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfRelationFormAttr } from './JnpfRelationFormAttr';

/** Shows text in every pattern: the same component is its own read-only twin. */
const entry: WidgetEntry = {
  key: 'relationFormAttr',
  component: JnpfRelationFormAttr,
  readPretty: JnpfRelationFormAttr,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'select',
  sample: {
    props: { relationField: 'member_jnpfTable_transfer', showField: 'memberName', isStorage: 1 },
    value: '会员甲',
    display: '会员甲',
  },
};

export default entry;
