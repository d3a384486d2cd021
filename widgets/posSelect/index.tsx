import { pickerEntry, positionKind } from '../shared/picker';

/** `posSelect` (岗位选择): a position id (a list when multiple). */
export default pickerEntry({
  key: 'posSelect',
  kind: positionKind,
  defaultValue: null,
  emptyValue: '',
  valueType: 'string',
  sample: { value: 'pos-1', display: '部长' },
});
