import { pickerEntry, usersKind } from '../shared/picker';

/**
 * `usersSelect` (用户组件): users, and in multiple mode departments, roles, positions and groups too, each
 * value `id--type`.
 */
export default pickerEntry({
  key: 'usersSelect',
  kind: usersKind,
  defaultValue: null,
  emptyValue: '',
  valueType: 'string',
  sample: { value: 'u-2--user', display: '张三/zhangsan' },
});
