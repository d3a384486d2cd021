import seedMenus from '../../fixtures/seed/menus.json';
import type { MenuItem } from '../../contract';
import { menuClickAction, menusToRoutes, type MenuRoute } from './menuRoutes';

// The link menus of the seed, through the same conversion the app runs: type 6 (会员数据大屏) and the two type-7 links.
const token = 'Bearer tok.en';
const encoded = encodeURIComponent(token);

type SeedMenu = Omit<Partial<MenuItem>, 'propertyJson' | 'children'> & {
  propertyJson?: unknown;
  children?: SeedMenu[];
};

function toItem(seed: SeedMenu): MenuItem {
  return {
    id: seed.id ?? '',
    parentId: '-1',
    fullName: seed.fullName ?? '',
    enCode: seed.enCode ?? '',
    icon: seed.icon ?? '',
    type: seed.type ?? 2,
    urlAddress: seed.urlAddress ?? '',
    linkTarget: seed.linkTarget ?? '_self',
    propertyJson: seed.propertyJson === undefined ? '' : JSON.stringify(seed.propertyJson),
    category: 'Web',
    sortCode: 0,
    systemId: 'sys-main',
    hasChildren: false,
    children: null,
  };
}

function seedRoute(id: string, dataVHost: string): MenuRoute {
  const seed = (seedMenus as SeedMenu[]).find((m) => m.id === id);
  if (!seed) throw new Error(`seed menu ${id} missing`);
  return menusToRoutes([toItem(seed)], { token, dataVHost }).routes[0];
}

describe('type 6 (data visualisation)', () => {
  it('without a configured host it is an in-app route to the "not configured" page, no link, no token', () => {
    const route = seedRoute('m-data-screen', '');
    expect(route).toMatchObject({ kind: 'dataV', path: '/dataScreen', routable: true, openInNewWindow: false });
    expect(route.externalUrl).toBeUndefined();
    expect(menuClickAction(route)).toEqual({ kind: 'navigate', to: '/dataScreen' });
  });

  it('a blank host counts as none', () => {
    expect(seedRoute('m-data-screen', '   ').routable).toBe(true);
  });

  it('with a host it opens <host>/view/<moduleId> with the token in a new window', () => {
    const route = seedRoute('m-data-screen', 'https://dv.example/screens/');
    expect(route).toMatchObject({ routable: false, openInNewWindow: true });
    expect(menuClickAction(route)).toEqual({
      kind: 'open',
      url: `https://dv.example/screens/view/dv-member-overview?token=${encoded}`,
    });
  });

  it('a host without a scheme still opens an absolute URL', () => {
    expect(seedRoute('m-data-screen', 'dv.example').externalUrl).toBe(
      `http://dv.example/view/dv-member-overview?token=${encoded}`,
    );
  });
});

describe('type 7 (external links): the token only where ${jnpfToken} asks for it', () => {
  it('学会官网 (_blank, ${jnpfToken}) opens a new window with the token substituted', () => {
    const route = seedRoute('m-website', 'https://dv.example');
    expect(menuClickAction(route)).toEqual({ kind: 'open', url: `https://www.example.org/sso?token=${encoded}` });
  });

  it('使用帮助 (_self, no placeholder) is an in-app route whose link carries no token', () => {
    const route = seedRoute('m-help', 'https://dv.example');
    expect(route).toMatchObject({ routable: true, path: '/help', externalUrl: 'https://www.example.org/help' });
    expect(route.externalUrl).not.toContain('tok.en');
    expect(route.externalUrl).not.toContain('token');
  });

  it('no link of the seed but those asking for it carries the token', () => {
    const all = (seedMenus as SeedMenu[]).map((m) => seedRoute(m.id ?? '', 'https://dv.example'));
    const withToken = all.filter((r) => r.externalUrl?.includes(encoded)).map((r) => r.id);
    expect(withToken.sort()).toEqual(['m-data-screen', 'm-website']);
  });
});
