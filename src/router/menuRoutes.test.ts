import type { MenuItem, MenuType } from '../../contract';
import { findMenuByPath, menuClickAction, menusToRoutes, type MenuRoute, toAbsoluteUrl } from './menuRoutes';

const ctx = { token: 'Bearer a.b', dataVHost: 'https://datav.example' };
const encodedToken = encodeURIComponent('Bearer a.b');

function menu(type: MenuType, enCode: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id: `id-${enCode}`,
    parentId: '-1',
    fullName: `title ${enCode}`,
    enCode,
    icon: `icon-${enCode}`,
    type,
    urlAddress: '',
    linkTarget: '_self',
    propertyJson: '',
    category: 'Web',
    sortCode: 0,
    systemId: 's1',
    hasChildren: false,
    children: null,
    ...extra,
  };
}

function one(item: MenuItem, context = ctx): MenuRoute {
  return menusToRoutes([item], context).routes[0];
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('menusToRoutes by type', () => {
  it('0 directory: /enCode, not routable, carries the menu fields', () => {
    expect(one(menu(0, 'system.base'))).toMatchObject({
      id: 'id-system.base',
      path: '/system.base',
      name: 'system-base',
      title: 'title system.base',
      icon: 'icon-system.base',
      type: 0,
      kind: 'directory',
      routable: false,
      openInNewWindow: false,
      children: [],
    });
  });

  it('1 category: /enCode', () => {
    expect(one(menu(1, 'apps'))).toMatchObject({ path: '/apps', kind: 'category', routable: false });
  });

  it('2 page: path from urlAddress with the query dropped, pageKey without leading slash', () => {
    const route = one(menu(2, 'user', { urlAddress: 'permission/user?tab=1&x=2' }));
    expect(route).toMatchObject({ path: '/permission/user', pageKey: 'permission/user', kind: 'page', routable: true });
    expect(one(menu(2, 'user', { urlAddress: '/permission/user' })).pageKey).toBe('permission/user');
  });

  it('2 page without urlAddress falls back to /enCode', () => {
    expect(one(menu(2, 'blank'))).toMatchObject({ path: '/blank', pageKey: '' });
  });

  it.each([
    [3 as const, 'model', '/model/'],
    [4 as const, 'dictionary', '/dictionary/'],
    [5 as const, 'report', '/report/'],
    [8 as const, 'portal', '/portal/'],
  ])('%i %s: relationId and isTree from propertyJson, default path', (type, kind, prefix) => {
    const route = one(menu(type, 'm1', { propertyJson: '{"moduleId":"mod-9","isTree":1}' }));
    expect(route).toMatchObject({ path: `${prefix}m1`, kind, relationId: 'mod-9', isTree: true, routable: true });
    const withAddress = one(menu(type, 'm1', { urlAddress: 'custom/path', propertyJson: '{"moduleId":7,"isTree":0}' }));
    expect(withAddress).toMatchObject({ path: '/custom/path', relationId: '7', isTree: false });
  });

  it.each(['{bad json', '', 'null', '"text"'])('tolerates propertyJson %j with relationId "" and a warning', (json) => {
    expect(one(menu(3, 'broken', { propertyJson: json }))).toMatchObject({ relationId: '', isTree: false });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid propertyJson'), json);
  });

  it('tolerates a propertyJson object without moduleId', () => {
    expect(one(menu(4, 'd', { propertyJson: '{"isTree":true}' }))).toMatchObject({ relationId: '', isTree: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it('6 dataV: opens the view in a new window with the token', () => {
    const route = one(menu(6, 'screen', { propertyJson: '{"moduleId":"v1"}' }), { ...ctx, dataVHost: 'https://dv/' });
    expect(route).toMatchObject({
      kind: 'dataV',
      openInNewWindow: true,
      routable: false,
      externalUrl: `https://dv/view/v1?token=${encodedToken}`,
    });
  });

  it('7 external _blank: placeholders substituted, new window', () => {
    const route = one(
      menu(7, 'bi', { urlAddress: '${dataV}/board?t=${jnpfToken}&again=${jnpfToken}', linkTarget: '_blank' }),
    );
    expect(route).toMatchObject({
      kind: 'external',
      openInNewWindow: true,
      routable: false,
      externalUrl: `https://datav.example/board?t=${encodedToken}&again=${encodedToken}`,
    });
  });

  it('7 external _self: an in-app route at /enCode showing the link', () => {
    const route = one(menu(7, 'docs', { urlAddress: 'https://docs.example/?k=${jnpfToken}' }));
    expect(route).toMatchObject({
      path: '/docs',
      kind: 'external',
      openInNewWindow: false,
      routable: true,
      linkTarget: '_self',
      externalUrl: `https://docs.example/?k=${encodedToken}`,
    });
  });

  it('7 external: empty linkTarget counts as _self', () => {
    expect(one(menu(7, 'x', { urlAddress: 'https://x.example', linkTarget: '' }))).toMatchObject({
      linkTarget: '_self',
      openInNewWindow: false,
    });
  });
});

describe('toAbsoluteUrl', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['www.a.example', 'http://www.a.example'],
    ['/local/page', '/local/page'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['javascript:alert(1)', 'about:blank'],
    [' JavaScript:alert(1)', 'about:blank'],
    ['data:text/html,x', 'about:blank'],
  ])('%s → %s', (url, expected) => {
    expect(toAbsoluteUrl(url)).toBe(expected);
  });
});

describe('menusToRoutes structure', () => {
  const tree = [
    menu(0, 'sys', {
      hasChildren: true,
      children: [
        menu(2, 'user', { urlAddress: 'permission/user' }),
        menu(1, 'more', { children: [menu(3, 'form1', { propertyJson: '{"moduleId":"f1"}' })] }),
      ],
    }),
    menu(2, 'home2', { urlAddress: 'home' }),
  ];

  it('keeps the tree and lists every entry depth-first in flat', () => {
    const { routes, flat } = menusToRoutes(tree, ctx);
    expect(routes.map((r) => r.path)).toEqual(['/sys', '/home']);
    expect(routes[0].children.map((r) => r.path)).toEqual(['/permission/user', '/more']);
    expect(routes[0].children[1].children[0]).toMatchObject({ path: '/model/form1', relationId: 'f1' });
    expect(flat.map((r) => r.path)).toEqual(['/sys', '/permission/user', '/more', '/model/form1', '/home']);
  });

  it('suffixes duplicate paths and names with a warning', () => {
    const { flat } = menusToRoutes(
      [
        menu(2, 'a.b', { id: '1', urlAddress: 'same' }),
        menu(2, 'a.b', { id: '2', urlAddress: 'same?x=1' }),
        menu(2, 'c', { id: '3', urlAddress: 'same' }),
      ],
      ctx,
    );
    expect(flat.map((r) => [r.path, r.name])).toEqual([
      ['/same', 'a-b'],
      ['/same-2', 'a-b-2'],
      ['/same-3', 'c'],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('duplicate path /same'));
  });

  it('does not shadow reserved fixed routes', () => {
    const { flat } = menusToRoutes(tree, { ...ctx, reservedPaths: ['/home', '/profile'] });
    expect(flat[flat.length - 1].path).toBe('/home-2');
  });

  it('finds a menu by path, ignoring query and trailing slash', () => {
    const { routes } = menusToRoutes(tree, ctx);
    expect(findMenuByPath(routes, '/model/form1?x=1')?.id).toBe('id-form1');
    expect(findMenuByPath(routes, '/permission/user/')?.id).toBe('id-user');
    expect(findMenuByPath(routes, '/nope')).toBeUndefined();
  });
});

describe('menuClickAction', () => {
  it.each([
    [menu(1, 'cat'), { kind: 'subMenu' }],
    [
      menu(6, 'dv', { propertyJson: '{"moduleId":"v"}' }),
      { kind: 'open', url: `https://datav.example/view/v?token=${encodedToken}` },
    ],
    [
      menu(7, 'ext', { urlAddress: 'https://x.example', linkTarget: '_blank' }),
      { kind: 'open', url: 'https://x.example' },
    ],
    [menu(7, 'ext', { urlAddress: 'https://x.example' }), { kind: 'navigate', to: '/ext' }],
    [menu(0, 'dir'), { kind: 'navigate', to: '/dir' }],
    [menu(2, 'p', { urlAddress: 'a/b?c=1' }), { kind: 'navigate', to: '/a/b' }],
    [menu(3, 'm', { propertyJson: '{}' }), { kind: 'navigate', to: '/model/m' }],
    [menu(8, 'pt', { propertyJson: '{}' }), { kind: 'navigate', to: '/portal/pt' }],
  ])('type %#', (item, expected) => {
    expect(menuClickAction(one(item))).toEqual(expected);
  });
});
