import { departmentKind, pickerEntry } from '../shared/picker';

/** `depSelect` (部门选择): a department id (a list when multiple). */
export default pickerEntry({
  key: 'depSelect',
  kind: departmentKind,
  defaultValue: null,
  emptyValue: '',
  valueType: 'string',
  sample: { value: 'dep-1', display: '会员部' },
});
