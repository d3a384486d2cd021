import type { Db } from '../../db/client';
import { areas, groups, positions, roles, users } from '../../db/schema';
import type { FormField } from '../formModel';
import { loadOrganizes, type OrgPaths } from '../organizeTree';
import { catalogOf, type Catalog, type Entry } from './catalog';

/**
 * The people and organisation pickers and the area picker, as catalogs of what a cell may name (catalog.ts).
 * What an export writes is what the pickers show: a user as 姓名/账号, an organisation as its path
 * (中华学会/会员部), a department, position, role or group by its name, an area as its path
 * (北京市/北京市/海淀区). Besides those, an import reads ids, codes, accounts, a person's name alone and a
 * department's name alone while they name one thing only.
 */

export const PICKER_KEYS = new Set([
  'userSelect',
  'usersSelect',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'areaSelect',
]);

/** Pickers whose value is a path of ids (one path, or a list of them when multiple). */
export const PATH_PICKERS = new Set(['organizeSelect', 'areaSelect']);

type Kind = 'user' | 'organize' | 'department' | 'position' | 'role' | 'group' | 'area' | 'member';

interface Named {
  id: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
}

const entry = (stored: unknown, display: string, qualified: string, strong: string[], weak: string[]): Entry => ({
  stored,
  display,
  qualified,
  strong,
  weak,
});

async function userEntries(db: Db): Promise<Entry[]> {
  const rows = await db
    .select({ id: users.id, realName: users.realName, account: users.account, enabledMark: users.enabledMark })
    .from(users);
  return rows.map((u) => {
    const full = `${u.realName}/${u.account}`;
    return entry(u.id, full, full, [full, u.account, u.id], [u.realName]);
  });
}

function organizeEntries(paths: OrgPaths, departmentsOnly: boolean): Entry[] {
  return paths.rows
    .filter((o) => !departmentsOnly || o.category === 'department')
    .map((o) => {
      const path = paths.namePath(o.id);
      const ids = paths.idPath(o.id);
      return departmentsOnly
        ? entry(o.id, o.fullName, path, [path, o.id, o.enCode], [o.fullName])
        : entry(ids, path, path, [path, ids.join(','), o.id], [o.fullName, o.enCode]);
    });
}

function namedEntries(rows: Named[], qualify: (row: Named) => string = (r) => r.enCode): Entry[] {
  return rows.map((r) => entry(r.id, r.fullName, qualify(r), [qualify(r), r.enCode, r.id], [r.fullName]));
}

async function areaEntries(db: Db): Promise<Entry[]> {
  const rows = await db
    .select({ id: areas.id, parentId: areas.parentId, fullName: areas.fullName, enabledMark: areas.enabledMark })
    .from(areas);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows.map((r) => {
    const path: typeof rows = [];
    for (let at: typeof r | undefined = r; at && !path.includes(at); at = byId.get(at.parentId)) path.unshift(at);
    const names = path.map((p) => p.fullName).join('/');
    const ids = path.map((p) => p.id);
    return entry(ids, names, names, [names, ids.join(','), r.id], [r.fullName]);
  });
}

/**
 * usersSelect holds `id--type` of users, organisations, positions, roles and groups, in one catalog: a name
 * shared by a person and a department is ambiguous there, and 姓名/账号 or the department's path says which.
 */
function memberEntries([people, posts, roleRows, groupRows]: Entry[][], paths: OrgPaths): Entry[] {
  const typed = (list: Entry[], type: string) => list.map((e) => ({ ...e, stored: `${String(e.stored)}--${type}` }));
  const organisations = paths.rows.map((o) => {
    const path = paths.namePath(o.id);
    return entry(`${o.id}--${o.category}`, o.fullName, path, [path, o.id, o.enCode], [o.fullName]);
  });
  return [
    ...typed(people!, 'user'),
    ...organisations,
    ...typed(posts!, 'position'),
    ...typed(roleRows!, 'role'),
    ...typed(groupRows!, 'group'),
  ];
}

/** The catalog of each picker kind, each loaded once per import or export. */
export function pickerCatalogs(db: Db) {
  const cache = new Map<Kind, Promise<Catalog>>();
  let orgs: Promise<OrgPaths> | undefined;
  const paths = () => (orgs ??= loadOrganizes(db));
  const load = async (kind: Kind): Promise<Entry[]> => {
    switch (kind) {
      case 'user':
        return userEntries(db);
      case 'organize':
        return organizeEntries(await paths(), false);
      case 'department':
        return organizeEntries(await paths(), true);
      case 'position': {
        const org = await paths();
        const rows = await db.select().from(positions);
        const byId = new Map(rows.map((r) => [r.id, r]));
        return namedEntries(rows, (p) => `${org.namePath(byId.get(p.id)!.organizeId)}/${p.fullName}`);
      }
      case 'role':
        return namedEntries(await db.select().from(roles));
      case 'group':
        return namedEntries(await db.select().from(groups));
      case 'area':
        return areaEntries(db);
      case 'member':
        return memberEntries(
          await Promise.all([load('user'), load('position'), load('role'), load('group')]),
          await paths(),
        );
    }
  };
  return (kind: Kind): Promise<Catalog> => {
    let hit = cache.get(kind);
    if (!hit) cache.set(kind, (hit = load(kind).then(catalogOf)));
    return hit;
  };
}

export type PickerCatalogs = ReturnType<typeof pickerCatalogs>;

const KIND_OF: Record<string, Kind> = {
  userSelect: 'user',
  organizeSelect: 'organize',
  depSelect: 'department',
  posSelect: 'position',
  roleSelect: 'role',
  groupSelect: 'group',
  areaSelect: 'area',
  usersSelect: 'member',
};

/** The catalog a picker reads. */
export const kindOf = (field: FormField): Kind | undefined => KIND_OF[field.jnpfKey];
