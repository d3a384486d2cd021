import { inArray } from 'drizzle-orm';
import type {
  PageResult,
  PickerNodeType,
  SelectedUserListInput,
  UserConditionInput,
  UserPickerNode,
} from '../../contract';
import { NODE_ICONS } from '../../contract';
import type { Db } from '../db/client';
import { groups, positions, roles, users } from '../db/schema';
import { expandOrgSystemIds, lastOfPath } from './organizes';
import { loadOrganizes, orgIcon } from './organizeTree';
import { pageOf, pageSlice } from './paging';
import type { Actor } from './usersAdmin';
import { userNode, usersRelatedTo } from './usersSelector';

/**
 * Resolving what a picker holds (docs/contract.md): values are ids, id paths (`a,b,c`) or ids with their kind
 * (`id--department`: multi-select ids become id--type), plus the system values of the pickers.
 */

export const SYSTEM_VALUES: Record<string, string> = {
  '@currentOrg': '当前组织',
  '@currentOrgAndSubOrg': '当前组织及子组织',
  '@currentGradeOrg': '当前分管组织',
  currentUser: '当前用户',
};

export interface ParsedValue {
  id: string;
  /** the kind after `--`, when given */
  type?: string;
}

export function parseValue(raw: string): ParsedValue {
  const [idPart, type] = raw.split('--');
  return { id: lastOfPath(idPart ?? ''), type: type || undefined };
}

const ORG_TYPES = new Set(['company', 'department', 'organize']);
const wants = (value: ParsedValue, ...types: string[]) => !value.type || types.includes(value.type);

/** POST Users/getSelectedList: one item per value that still exists, in the order given, ids without `--type`. */
export async function selectedList(db: Db, rawIds: string[]): Promise<UserPickerNode[]> {
  const values = rawIds.filter(Boolean).map(parseValue);
  const ids = [...new Set(values.map((v) => v.id))];
  if (!ids.length) return [];
  const paths = await loadOrganizes(db);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const pos = byId(await db.select().from(positions).where(inArray(positions.id, ids)));
  const rol = byId(await db.select().from(roles).where(inArray(roles.id, ids)));
  const grp = byId(await db.select().from(groups).where(inArray(groups.id, ids)));
  const usr = byId(await db.select().from(users).where(inArray(users.id, ids)));
  const out: UserPickerNode[] = [];
  const seen = new Set<string>();
  const push = (node: UserPickerNode) => {
    const key = `${node.id}--${node.type}`;
    if (!seen.has(key)) out.push(node);
    seen.add(key);
  };
  for (const value of values) {
    const system = SYSTEM_VALUES[value.id];
    if (system) {
      push({ id: value.id, fullName: system, type: 'system', icon: '', organize: '' });
      continue;
    }
    const org = paths.byId.get(value.id);
    if (org && (!value.type || ORG_TYPES.has(value.type))) {
      const organize = paths.namePath(org.id);
      const organizeIds = paths.idPath(org.id);
      push({
        id: org.id,
        fullName: org.fullName,
        type: org.category as PickerNodeType,
        icon: orgIcon(org.category),
        organize,
        organizeIds,
      });
      continue;
    }
    const p = pos.get(value.id);
    if (p && wants(value, 'position')) {
      const organizeIds = paths.idPath(p.organizeId);
      push({
        id: p.id,
        fullName: p.fullName,
        type: 'position',
        icon: NODE_ICONS.position,
        organize: paths.namePath(p.organizeId),
        organizeIds,
      });
      continue;
    }
    const r = rol.get(value.id);
    if (r && wants(value, 'role')) {
      const scoped = r.globalMark !== 1 && r.organizeId;
      const organize = scoped ? paths.namePath(r.organizeId as string) : '';
      const organizeIds = scoped ? [paths.idPath(r.organizeId as string).join(',')] : [];
      push({ id: r.id, fullName: r.fullName, type: 'role', icon: NODE_ICONS.role, organize, organizeIds });
      continue;
    }
    const g = grp.get(value.id);
    if (g && wants(value, 'group')) {
      push({ id: g.id, fullName: g.fullName, type: 'group', icon: NODE_ICONS.group, organize: '' });
      continue;
    }
    const u = usr.get(value.id);
    if (u && wants(value, 'user')) push(userNode(u, paths));
  }
  return out;
}

/** Splits picker values into organisations, other memberships (positions, roles, groups) and users. */
async function expandValues(db: Db, actor: Actor, rawIds: string[]) {
  const paths = await loadOrganizes(db);
  const values = rawIds.filter(Boolean).map(parseValue);
  const orgValues = values.filter((v) =>
    v.type ? ORG_TYPES.has(v.type) : paths.byId.has(v.id) || v.id.startsWith('@'),
  );
  const orgIds = [
    ...(await expandOrgSystemIds(
      db,
      actor,
      orgValues.map((v) => v.id),
      paths,
    )),
  ];
  const objectIds = values.filter((v) => !v.type || ['position', 'role', 'group'].includes(v.type)).map((v) => v.id);
  const userIds = values.filter((v) => !v.type || v.type === 'user').map((v) => v.id);
  if (values.some((v) => v.id === 'currentUser')) userIds.push(actor.id);
  return { paths, orgIds, objectIds, userIds };
}

/** POST Users/getSelectedUserList: the users behind the picked organisations, positions, roles, groups, users. */
export async function selectedUserList(
  db: Db,
  actor: Actor,
  input: SelectedUserListInput,
): Promise<PageResult<UserPickerNode>> {
  const { paths, ...sets } = await expandValues(db, actor, input.ids ?? []);
  const rows = await usersRelatedTo(db, sets, input.pagination?.keyword);
  return pageSlice(
    rows.map((u) => userNode(u, paths)),
    pageOf(input.pagination ?? {}),
  );
}

/** The range of a UserCondition body as `id--type` values (a department id may already carry its type). */
function conditionValues(input: UserConditionInput): string[] {
  return [
    ...(input.departIds ?? []).map((id) => (id.includes('--') ? id : `${id}--department`)),
    ...(input.positionIds ?? []).map((id) => `${parseValue(id).id}--position`),
    ...(input.roleIds ?? []).map((id) => `${parseValue(id).id}--role`),
    ...(input.groupIds ?? []).map((id) => `${parseValue(id).id}--group`),
    ...(input.userIds ?? []).map((id) => `${parseValue(id).id}--user`),
  ];
}

/** POST Users/UserCondition: users of the custom range (departments, positions, roles, groups, users). */
export async function userCondition(
  db: Db,
  actor: Actor,
  input: UserConditionInput,
): Promise<PageResult<UserPickerNode>> {
  const page = pageOf(input.pagination ?? {});
  const raw = conditionValues(input);
  if (!raw.length) return pageSlice([], page);
  const { paths, ...sets } = await expandValues(db, actor, raw);
  const rows = await usersRelatedTo(db, sets, input.pagination?.keyword);
  return pageSlice(
    rows.map((u) => ({ ...userNode(u, paths), account: u.account, organizeId: u.organizeId })),
    page,
  );
}

/** Every user id in a custom range, unpaged: what a saved or imported value is checked against (pickerRanges.ts). */
export async function userIdsInCondition(db: Db, actor: Actor, input: UserConditionInput): Promise<Set<string>> {
  const raw = conditionValues(input);
  if (!raw.length) return new Set();
  return new Set((await usersRelatedTo(db, await expandValues(db, actor, raw))).map((u) => u.id));
}
