import { describe, expect, test } from 'vitest';
import { addRow, filterRows, removeRow, setCell } from './editableRows';

const rows = [
  { field: '@Title', fieldName: '标题', isTitle: 1 },
  { field: 'memberName', fieldName: '会员姓名', isTitle: 0 },
];

describe('editable rows', () => {
  test('filter keeps the matching rows with their position in the whole list', () => {
    expect(filterRows(rows, '姓名', ['field', 'fieldName'])).toEqual([{ row: rows[1], at: 1 }]);
    expect(filterRows(rows, 'TITLE', ['field'])).toEqual([{ row: rows[0], at: 0 }]);
    expect(filterRows(rows, ' ', ['field'])).toHaveLength(2);
  });

  test('add gives empty cells (unchecked boxes) plus defaults; remove drops one row', () => {
    const columns = [{ dataIndex: 'smsField' }, { dataIndex: 'isTitle', type: 'checkbox', uncheckedValue: 0 }];
    expect(addRow([], columns, { field: '' })).toEqual([{ smsField: '', isTitle: 0, field: '' }]);
    expect(removeRow(rows, 0)).toEqual([rows[1]]);
  });

  test('a single checkbox checked on one row is unchecked on the others', () => {
    const rule = { type: 'checkbox', single: true, checkedValue: 1, uncheckedValue: 0 };
    expect(setCell(rows, 1, 'isTitle', 1, rule).map((r) => r.isTitle)).toEqual([0, 1]);
    expect(setCell(rows, 0, 'isTitle', 0, rule).map((r) => r.isTitle)).toEqual([0, 0]);
    expect(setCell(rows, 1, 'fieldName', '姓名')[1]).toEqual({ ...rows[1], fieldName: '姓名' });
    expect(rows[1].fieldName).toBe('会员姓名'); // never mutated
  });
});
