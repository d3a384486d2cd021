import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { seededMenuNames, titleIn } from './menuNames';
import { simplifiedOnlyCharacters } from '../../tests/unit/i18n/simplifiedOnlyCharacters';

interface SeedMenu {
  enCode: string;
  fullName: string;
  children?: SeedMenu[];
}

const seeded = (JSON.parse(readFileSync('fixtures/seed/menus.json', 'utf8')) as SeedMenu[]).flatMap(function all(
  menu: SeedMenu,
): SeedMenu[] {
  return [menu, ...(menu.children ?? []).flatMap(all)];
});

const t = (key: string, options: { defaultValue: string }) => `t(${key}|${options.defaultValue})`;

describe('seeded menu names', () => {
  test('every seeded menu has its name in zh, zhtw and en', () => {
    expect(seeded.length).toBeGreaterThan(30);
    const missing = seeded.filter((m) => seededMenuNames[m.enCode]?.zh !== m.fullName).map((m) => m.enCode);
    expect(missing).toEqual([]);
  });

  test('zhtw names are traditional and en names are not Chinese', () => {
    const names = Object.values(seededMenuNames);
    expect(names.filter((n) => [...n.zhtw].some((ch) => simplifiedOnlyCharacters.has(ch))).map((n) => n.zhtw)).toEqual(
      [],
    );
    expect(names.filter((n) => /[\u3400-\u9fff]/.test(n.en)).map((n) => n.en)).toEqual([]);
  });

  test('a zhtw user reads 組織管理 beside 組織權限; an English user reads Organizations', () => {
    const organize = { title: '组织管理', enCode: 'permission.organize' };
    expect(titleIn(organize, 'zhtw', t)).toBe('組織管理');
    expect(titleIn(organize, 'en', t)).toBe('Organizations');
    expect(titleIn(organize, 'zh', t)).toBe('组织管理');
    // a route's name: the enCode with dashes
    expect(titleIn({ title: '用户管理', enCode: 'permission-user' }, 'zhtw', t)).toBe('使用者管理');
    // the standard sections keep their translation keys
    expect(titleIn({ title: '组织权限', enCode: 'permission' }, 'zhtw', t)).toBe('t(menu.permission|组织权限)');
  });

  test("a menu the administrator renamed shows the administrator's name", () => {
    expect(titleIn({ title: '机构管理', enCode: 'permission.organize' }, 'en', t)).toBe('机构管理');
    expect(titleIn({ title: '自建菜单', enCode: 'custom.menu' }, 'zhtw', t)).toBe('自建菜单');
  });
});
