import { groupKind, pickerEntry } from '../shared/picker';

/** `groupSelect` (分组选择): a user group id (a list when multiple). */
export default pickerEntry({
  key: 'groupSelect',
  kind: groupKind,
  defaultValue: '',
  emptyValue: '',
  valueType: 'string',
  sample: { value: 'group-1', display: '青年委员会' },
});
