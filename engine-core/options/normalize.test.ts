import { extractRows, findOption, labelOf, optionKeyNames, pathLabels, sameValue, toFieldOptions } from './normalize';

const tree = [
  { id: 'a', fullName: 'A', children: [{ id: 'a1', fullName: 'A1', disabled: true }] },
  { id: 2, fullName: 'Two' },
];

describe('option normalisation', () => {
  test('default keys are id / fullName / children; props override them', () => {
    expect(optionKeyNames(undefined)).toEqual({ value: 'id', label: 'fullName', children: 'children' });
    expect(optionKeyNames({ value: 'enCode' })).toEqual({ value: 'enCode', label: 'fullName', children: 'children' });
  });

  test('rows map to value/label/children/disabled and keep the raw row', () => {
    const options = toFieldOptions(tree, optionKeyNames(null));
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['a', 'A'],
      [2, 'Two'],
    ]);
    expect(options[0].children?.[0]).toMatchObject({ value: 'a1', label: 'A1', disabled: true });
    expect(options[0].raw).toBe(tree[0]);
  });

  test('custom key names', () => {
    const rows = [{ code: 'x', name: 'X', sub: [{ code: 'y', name: 'Y' }] }];
    const options = toFieldOptions(rows, optionKeyNames({ value: 'code', label: 'name', children: 'sub' }));
    expect(options[0]).toMatchObject({ value: 'x', label: 'X' });
    expect(options[0].children?.[0]).toMatchObject({ value: 'y', label: 'Y' });
  });

  test('rows without a value are dropped; a missing label shows the value', () => {
    const options = toFieldOptions([{ fullName: 'no id' }, { id: 'z' }, null, 'x'], optionKeyNames(null));
    expect(options).toHaveLength(1);
    expect(options[0].label).toBe('z');
    expect(toFieldOptions(undefined, optionKeyNames(null))).toEqual([]);
  });

  test.each<[unknown, number]>([
    [[{ id: 1 }], 1],
    [{ list: [{ id: 1 }, { id: 2 }] }, 2],
    [{ data: [{ id: 1 }] }, 1],
    [{ data: { list: [{ id: 1 }] } }, 1],
    [{ records: [{ id: 1 }] }, 1],
    [{ nothing: true }, 0],
    ['text', 0],
    [null, 0],
  ])('extractRows(%j) has %d rows', (result, count) => {
    expect(extractRows(result)).toHaveLength(count);
  });

  test('lookups compare values as text and walk the tree', () => {
    const options = toFieldOptions(tree, optionKeyNames(null));
    expect(sameValue(2, '2')).toBe(true);
    expect(sameValue(null, 'null')).toBe(false);
    expect(findOption(options, 'a1')?.label).toBe('A1');
    expect(labelOf(options, '2')).toBe('Two');
    expect(labelOf(options, 'unknown')).toBe('unknown');
    expect(labelOf(options, '')).toBe('');
    expect(pathLabels(options, ['a', 'a1'])).toEqual(['A', 'A1']);
    expect(pathLabels(options, ['a', 'gone'])).toEqual(['A', 'gone']);
  });
});
