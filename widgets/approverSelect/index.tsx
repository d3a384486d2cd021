import { approverKind, pickerEntry } from '../shared/picker';

/**
 * `approverSelect` (审批人, a platform-dialect widget, not a designer jnpfKey): a user id (a list when
 * multiple) picked from the organisation tree or by name / account. Only users can be picked, and confirming
 * with nobody picked is refused with 请选择{title}.
 */
export default pickerEntry({
  key: 'approverSelect',
  kind: approverKind,
  defaultValue: null,
  emptyValue: '',
  valueType: 'string',
  sample: { value: 'u-2', display: '张三/zhangsan' },
});
