import {
  attrSourceField,
  attrText,
  confirmedValue,
  copiedValue,
  pageSizeFor,
  relationCopies,
  rowLabel,
  valueIds,
} from './logic';

const props = { propsValue: 'id', relationField: 'fullName' };

describe('popup picker rules', () => {
  test('page sizes: paged pageSize (20 by default); unpaged 100000 first, 10000 later; table select 10000', () => {
    expect(pageSizeFor('dialog', { hasPage: true }, 'initial')).toBe(20);
    expect(pageSizeFor('dialog', { hasPage: true, pageSize: 50 }, 'later')).toBe(50);
    expect(pageSizeFor('dialog', { hasPage: false }, 'initial')).toBe(100000);
    expect(pageSizeFor('dialog', {}, 'later')).toBe(10000);
    expect(pageSizeFor('table', {}, 'initial')).toBe(10000);
    expect(pageSizeFor('table', { hasPage: true }, 'initial')).toBe(20);
  });

  test('confirm: nothing checked does nothing, except a single table select, which clears', () => {
    expect(confirmedValue('dialog', false, [], props)).toBeUndefined();
    expect(confirmedValue('dialog', true, [], props)).toBeUndefined();
    expect(confirmedValue('table', true, [], props)).toBeUndefined();
    expect(confirmedValue('table', false, [], props)).toEqual({ value: '' });
    expect(confirmedValue('dialog', false, [{ id: 7 }], props)).toEqual({ value: 7 });
    expect(confirmedValue('dialog', true, [{ id: 'a' }, { id: 'b' }], props)).toEqual({ value: ['a', 'b'] });
  });

  test('values as keys, labels fall back to the key', () => {
    expect(valueIds('')).toEqual([]);
    expect(valueIds(null)).toEqual([]);
    expect(valueIds(3)).toEqual(['3']);
    expect(valueIds(['a', '', 2])).toEqual(['a', '2']);
    expect(rowLabel({ id: 'x', fullName: '甲' }, props)).toBe('甲');
    expect(rowLabel({ id: 'x' }, props)).toBe('x');
    expect(rowLabel({ code: 'c', fullName: '乙' }, { propsValue: 'code' })).toBe('乙');
  });

  test('relation copies: relationOptions columns and fixed values, and the older transferList', () => {
    const copies = relationCopies({
      relationOptions: [
        { field: 'phone', type: 1, value: 'mobile' },
        { field: 'note', type: '2', value: '固定' },
        { field: 'dept', value: 'deptName' },
        { field: '', value: 'x' },
      ],
      transferList: [{ sourceValue: 'mail', targetField: 'email' }],
    });
    expect(copies).toEqual([
      { field: 'phone', column: 'mobile' },
      { field: 'note', fixed: '固定' },
      { field: 'dept', column: 'deptName' },
      { field: 'mail', column: 'email' },
    ]);
    expect(copiedValue({ column: 'mobile' }, [{ mobile: '138' }])).toBe('138');
    expect(copiedValue({ column: 'mobile' }, [{ mobile: '1' }, { mobile: '2' }])).toBe('1,2');
    expect(copiedValue({ column: 'mobile' }, [])).toBe('');
    expect(copiedValue({ fixed: 5 }, [{}])).toBe(5);
  });

  test('popupAttr: its source field and text', () => {
    expect(attrSourceField('staff_jnpfTable_staff_transfer')).toBe('staff');
    expect(attrSourceField('staff')).toBe('staff');
    expect(attrSourceField(undefined)).toBe('');
    expect(attrText([{ m: 'a' }, { m: 'b' }, {}], 'm')).toBe('a, b');
    expect(attrText([{ m: 'a' }], undefined)).toBe('');
  });
});
