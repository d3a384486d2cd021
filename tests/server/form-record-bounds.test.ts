import { parseFormModel } from '../../server/services/formModel';
import { parsePattern } from '../../contract/regexPattern';
import { assertRecordValid, patternOf } from '../../server/services/formRecordValidation';

/**
 * The server refuses what the number widgets refuse (contract/numberBounds.ts): a number past max or below
 * min, and a number range whose start is greater than its end — a request sent without the form included.
 */
const model = parseFormModel(
  JSON.stringify({
    fields: [
      { __config__: { jnpfKey: 'inputNumber', label: '金额' }, __vModel__: 'amount', min: 0, max: 100000 },
      { __config__: { jnpfKey: 'numberRange', label: '区间' }, __vModel__: 'span', min: 0, max: 1000 },
    ],
  }),
);

const problem = (data: Record<string, unknown>) => {
  try {
    assertRecordValid(model.fields, data);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

test.each<[Record<string, unknown>, string | null]>([
  [{ amount: 100000, span: [100, 200] }, null],
  [{ amount: 12345678 }, '金额不能大于100000'],
  [{ amount: '-1' }, '金额不能小于0'],
  [{ span: [200, 100] }, '区间最小值不能大于最大值'],
  [{ span: [100, 100] }, null],
  [{ span: [null, 5000] }, '区间不能大于1000'],
  [{ span: [] }, null],
])('%j → %s', (data, expected) => {
  expect(problem(data)).toBe(expected);
});

/** The server reads regList patterns with the form's parser: both accept, and skip, the same ones. */
test.each(['/^\\d+$/', '/^abc$/i', '/^a/gy', '^\\d+$', '  /^x$/  ', '/x/d', '/x/q', '/(unclosed/', '   '])(
  'patternOf(%j) agrees with the form',
  (pattern) => {
    const parsed = parsePattern(pattern);
    const regex = patternOf(pattern);
    expect(regex === null ? null : `${regex.source}/${regex.flags}`).toBe(
      parsed.ok ? `${parsed.regex.source}/${parsed.regex.flags}` : null,
    );
  },
);
