import { createMenuSearch, MENU_SEARCH_OPTIONS, type SearchEntry } from './menuSearch';

const entries: SearchEntry[] = [
  { title: '数据字典', path: '/system/dictionary' },
  { title: '单据规则', path: '/system/billRule' },
  { title: '用户管理', path: '/permission/user' },
  { title: '角色管理', path: '/permission/role' },
  { title: 'Message templates', path: '/msgCenter/msgTemplate' },
  { title: '首页', path: '/home' },
];

describe('menu search', () => {
  const search = createMenuSearch(entries);

  test('uses the spec options', () => {
    expect(MENU_SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(MENU_SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  test('finds by title', () => {
    expect(search('字典')[0].path).toBe('/system/dictionary');
    expect(search('角色')[0].path).toBe('/permission/role');
  });

  test('finds by path', () => {
    expect(search('billRule')[0].title).toBe('单据规则');
  });

  test('tolerates a typo', () => {
    expect(search('mesage templ')[0].path).toBe('/msgCenter/msgTemplate');
  });

  test('a blank query or a stranger finds nothing', () => {
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqqq')).toEqual([]);
  });

  test('honours the limit', () => {
    expect(search('管理', 1)).toHaveLength(1);
  });
});
