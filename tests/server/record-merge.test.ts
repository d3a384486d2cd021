import { mergeByField, sameValue } from '../../server/services/recordMerge';

/** The three-way merge of form records by field (issue 8), without a database. */

const base = { name: '张三', phone: '13800000000', tags: ['1', '2'], table: [{ a: 1, b: 2 }], note: null };

test('fields the client left as loaded keep the current value', () => {
  const current = { ...base, phone: '13911111111' };
  expect(mergeByField(base, current, { ...base, name: '张山' })).toEqual({
    ok: true,
    values: { ...base, name: '张山', phone: '13911111111' },
  });
});

test('a field both changed to different values is a conflict; to the same value it is not', () => {
  const current = { ...base, tags: ['3'] };
  expect(mergeByField(base, current, { ...base, tags: ['4'] })).toEqual({ ok: false, field: 'tags' });
  expect(mergeByField(base, current, { ...base, tags: ['3'] })).toEqual({ ok: true, values: current });
});

test('values compare as JSON: key order is irrelevant, a missing value equals null', () => {
  expect(sameValue({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
  expect(sameValue(undefined, null)).toBe(true);
  expect(sameValue([1, 2], [2, 1])).toBe(false);
  expect(sameValue(0, null)).toBe(false);
  const current = { ...base, table: [{ b: 2, a: 1 }] };
  expect(mergeByField(base, current, { ...base, note: undefined, extra: null })).toEqual({ ok: true, values: current });
});
