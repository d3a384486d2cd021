import { columnTotal, formatTotal } from '../../widgets/table/summary';

/** The child table's 合计 cell: the column summed with Number(), toFixed(2) only when the total is not whole. */
describe('child-table 合计 rule', () => {
  test.each<[unknown[], boolean, string]>([
    [[1, 2, 3], false, '6'],
    [[1.5], false, '1.50'],
    [[0.1, 0.2], false, '0.30'],
    [[1.25, 1.25], false, '2.50'],
    // not whole, so toFixed(2) even when it rounds to a whole number
    [[2.001], false, '2.00'],
    [[0.004], false, '0.00'],
    [[0.1, 0.7], false, '0.80'],
    [['2', 'x', null, ''], false, '2'],
    [[-1.25, -1], false, '-2.25'],
    [[], false, '0'],
    [[1234.5], true, '1,234.50'],
    [[1000000], true, '1,000,000'],
    [[-1234.5], true, '-1,234.50'],
  ])('%j (separators %j) → %s', (values, thousands, expected) => {
    const rows = values.map((amount) => ({ amount }));
    expect(formatTotal(columnTotal(rows, 'amount'), thousands)).toBe(expected);
  });
});
