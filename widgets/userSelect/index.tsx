import { pickerEntry, userKind } from '../shared/picker';

/**
 * `userSelect` (用户选择): a user id (a list when multiple), or `currentUser`. selectType custom limits it to
 * `ableIds`; dep/pos/role/group to the users of what `relationField` holds.
 */
export default pickerEntry({
  key: 'userSelect',
  kind: userKind,
  defaultValue: null,
  emptyValue: '',
  valueType: 'string',
  sample: { value: 'u-2', display: '张三/zhangsan' },
});
