import { loadSeedFixtures, type MenuFixture } from '../../server/db/seedFixtures';
import { expandRoleGrants, flattenMenus, standardButtonNames } from '../../server/db/seedMenus';

/** The seed files are hand-written: these checks catch a dangling id or a missing menu type before a test does. */
const f = loadSeedFixtures();
const ids = <T extends { id: string }>(rows: T[]) => new Set(rows.map((r) => r.id));
const menus = flattenMenus(f.menus);

function unique(values: string[], what: string) {
  const seen = new Set<string>();
  for (const v of values) {
    expect(seen.has(v), `duplicate ${what} ${v}`).toBe(false);
    seen.add(v);
  }
}

test('ids and unique codes are unique', () => {
  unique(
    f.users.map((u) => u.account),
    'account',
  );
  unique(
    f.users.map((u) => u.mobilePhone ?? ''),
    'mobile phone',
  );
  for (const [name, rows] of Object.entries({
    organizes: f.organizes,
    users: f.users,
    roles: f.roles,
    menus: menus.menus,
  })) {
    unique(
      rows.map((r) => r.id),
      `${name} id`,
    );
  }
  unique(
    f.dictionaries.map((d) => d.enCode),
    'dictionary enCode',
  );
});

test('every reference points at an existing row', () => {
  const orgs = ids(f.organizes);
  const users = ids(f.users);
  for (const o of f.organizes) {
    expect(o.parentId === '-1' || orgs.has(o.parentId), `parent of ${o.id}`).toBe(true);
    if (o.managerId) expect(users.has(o.managerId), `manager of ${o.id}`).toBe(true);
  }
  for (const p of f.positions) expect(orgs.has(p.organizeId), `organize of ${p.id}`).toBe(true);
  const [positions, roles, groups] = [ids(f.positions), ids(f.roles), ids(f.groups)];
  for (const u of f.users) {
    expect(orgs.has(u.organizeId), `organize of ${u.account}`).toBe(true);
    if (u.managerId) expect(users.has(u.managerId), `manager of ${u.account}`).toBe(true);
    for (const id of u.positionIds ?? []) expect(positions.has(id), `${u.account} position ${id}`).toBe(true);
    for (const id of u.roleIds ?? []) expect(roles.has(id), `${u.account} role ${id}`).toBe(true);
    for (const id of u.groupIds ?? []) expect(groups.has(id), `${u.account} group ${id}`).toBe(true);
  }
  const systems = ids(f.systems);
  for (const m of menus.menus) expect(systems.has(m.systemId), `system of ${m.id}`).toBe(true);
  for (const g of f.roleAuthorizations) expect(roles.has(g.roleId), `role ${g.roleId}`).toBe(true);
  const types = ids(f.dictionaries);
  for (const d of f.dictionaries) expect(['0', '1'].includes(d.parentId) || types.has(d.parentId)).toBe(true);
  expect(() => expandRoleGrants(f.roleAuthorizations, menus)).not.toThrow();
});

test('the seed covers what the shell and the tests rely on', () => {
  expect(f.users.length).toBeGreaterThanOrEqual(12);
  expect(f.users.find((u) => u.account === 'admin')).toMatchObject({ password: 'Admin123', isAdministrator: 1 });
  expect(f.users.some((u) => u.incompleteInfo === 1)).toBe(true);
  expect(new Set(menus.menus.map((m) => m.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
  expect(new Set(menus.menus.map((m) => m.systemId)).size).toBe(2);
  for (const code of ['msgSourceType', 'sex', 'msgType', 'IndustryType']) {
    expect(
      f.dictionaries.some((d) => d.enCode === code),
      code,
    ).toBe(true);
  }
  expect(f.dictionaries.some((d) => d.isTree === 1 && d.data?.some((item) => item.children?.length))).toBe(true);
  const withModule = (m: MenuFixture) => typeof m.propertyJson?.moduleId === 'string';
  const all = (list: MenuFixture[]): MenuFixture[] => list.flatMap((m) => [m, ...all(m.children ?? [])]);
  for (const m of all(f.menus).filter((m) => [3, 4, 5, 6, 8].includes(m.type))) expect(withModule(m), m.id).toBe(true);
  for (const b of menus.buttons) expect(standardButtonNames[b.enCode], b.id).toBeDefined();
});
