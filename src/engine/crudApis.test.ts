import { crudApis, formReader, pagedQuery } from './crudApis';

/** The CRUD descriptor gives each domain its API names from one place, with the same argument reading. */
describe('crudApis', () => {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return name;
    };
  type Thing = { fullName: string; sortCode: number; type: string };
  const apis = crudApis<Thing, unknown>('thing', {
    list: { call: record('list'), filters: ['category'] },
    info: record('info'),
    create: record('create'),
    update: record('update'),
    remove: record('remove'),
    toggleState: record('toggleState'),
    form: formReader<Thing>({ fullName: 'text', sortCode: { num: 7 }, type: (a) => String(a?.kind ?? 'x') }),
  });

  beforeEach(() => calls.splice(0));

  test('names exist only for the calls given', () => {
    expect(Object.keys(apis).sort()).toEqual(
      ['thing.create', 'thing.info', 'thing.list', 'thing.remove', 'thing.toggleState', 'thing.update'].sort(),
    );
  });

  test('list reads paging, keyword, state and the domain filters', async () => {
    await apis['thing.list']({ keyword: '会员', enabledMark: '0', category: 'c1', currentPage: 3 });
    expect(calls[0]).toEqual([
      'list',
      { category: 'c1', keyword: '会员', enabledMark: 0, currentPage: 3, pageSize: 20 },
    ]);
    expect(pagedQuery(undefined)).toEqual({ keyword: undefined, enabledMark: undefined, currentPage: 1, pageSize: 20 });
  });

  test('writes read the form; by-id calls need an id', async () => {
    await apis['thing.update']({ id: 'a1', fullName: '甲', kind: 'k' });
    expect(calls[0]).toEqual(['update', 'a1', { fullName: '甲', sortCode: 7, type: 'k' }]);
    await expect(async () => apis['thing.remove']({})).rejects.toThrow('"id" is required');
  });
});
