import { optionText, type OptionValueShape } from './optionText';
import { optionKeyNames, toFieldOptions } from './normalize';

const options = toFieldOptions(
  [
    { id: 'zj', fullName: '浙江', children: [{ id: 'hz', fullName: '杭州' }] },
    { id: 'js', fullName: '江苏', children: [{ id: 'nj', fullName: '南京' }] },
    { id: 1, fullName: '一' },
  ],
  optionKeyNames(null),
);

describe('optionText', () => {
  test.each<[OptionValueShape, unknown, string]>([
    ['single', 'zj', '浙江'],
    ['single', '1', '一'],
    ['single', 'hz', '杭州'],
    ['single', 'gone', 'gone'],
    ['single', undefined, ''],
    ['multiple', ['zj', 'js'], '浙江, 江苏'],
    ['multiple', 'zj', '浙江'],
    ['multiple', [], ''],
    ['path', ['zj', 'hz'], '浙江/杭州'],
    [
      'paths',
      [
        ['zj', 'hz'],
        ['js', 'nj'],
      ],
      '浙江/杭州, 江苏/南京',
    ],
    ['paths', [], ''],
  ])('%s %j → %s', (shape, value, expected) => {
    expect(optionText(options, value, shape)).toBe(expected);
  });
});
