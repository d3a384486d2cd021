import { pickerEntry, roleKind } from '../shared/picker';

/** `roleSelect` (角色选择): a role id (a list when multiple); only roles can be picked. */
export default pickerEntry({
  key: 'roleSelect',
  kind: roleKind,
  defaultValue: null,
  emptyValue: '',
  valueType: 'string',
  sample: { value: 'role-1', display: '审核员' },
});
