import { withFormPermission } from './formPermission';

/** The detail viewer's field permissions: main fields by code, child-table columns by `<table>-<column>`. */

const field = (vModel: string, children?: unknown[], jnpfKey = 'input') => ({
  __vModel__: vModel,
  __config__: { jnpfKey, ...(children ? { children } : {}) },
});
const formData = {
  popupType: 'general',
  fields: [
    field('title'),
    field('creatorUser'),
    { __config__: { jnpfKey: 'row', children: [field('supplier'), field('secret')] } },
    field('items', [field('goodsName'), field('price')], 'table'),
  ],
};
const codes = (conf: unknown): unknown =>
  (conf as { fields: Record<string, unknown>[] }).fields.map((f) =>
    f.__vModel__
      ? [f.__vModel__, ...(codes({ fields: (f.__config__ as { children?: unknown[] }).children ?? [] }) as unknown[])]
      : codes({ fields: (f.__config__ as { children: unknown[] }).children }),
  );

test('fields not granted are removed, inside containers too; child columns go by table-column', () => {
  const granted = new Set(['title', 'supplier', 'items', 'items-goodsName']);
  const out = withFormPermission(formData, (code) => granted.has(code)) as typeof formData;
  expect(codes(out)).toEqual([['title'], [['supplier']], ['items', ['goodsName']]]);
  expect(out.popupType).toBe('general');
});

test('a child table not granted goes with its columns; JSON text is read too', () => {
  const out = withFormPermission(JSON.stringify(formData), (code) => code !== 'items');
  expect(codes(out)).toEqual([['title'], ['creatorUser'], [['supplier'], ['secret']]]);
  expect(withFormPermission('not json', () => false)).toBe('not json');
});
