import { organizeKind, pickerEntry } from '../shared/picker';

/** `organizeSelect` (组织选择): companies and departments; the value is an id path top to leaf (a list of them when multiple). */
export default pickerEntry({
  key: 'organizeSelect',
  kind: organizeKind,
  defaultValue: [],
  emptyValue: [],
  valueType: 'array',
  sample: { value: ['org-1', 'dep-1'], display: '中华学会/会员部' },
});
