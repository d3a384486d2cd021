import type {
  GroupTreeNode,
  OrganizeNode,
  PositionTreeNode,
  RoleTreeNode,
  UserConditionInput,
  UserPickerNode,
} from '../../contract';
import type { PickerServices } from '../../engine-core/pickerServices';

/**
 * A fake PickerServices over a small organisation: 中华学会 (org-1) with 会员部 (dep-1: 管理员, 张三) and 学术部
 * (dep-2: 李四 and 成员01…成员24, enough for two pages), positions, roles, groups and memberships. Every call
 * is recorded in `calls` as `method` or `method:argument`.
 */

interface Org {
  id: string;
  parentId: string;
  fullName: string;
  category: 'company' | 'department';
}
interface Person {
  id: string;
  account: string;
  realName: string;
  organizeId: string;
  memberOf: string[];
  managerId?: string;
}

const orgs: Org[] = [
  { id: 'org-1', parentId: '-1', fullName: '中华学会', category: 'company' },
  { id: 'dep-1', parentId: 'org-1', fullName: '会员部', category: 'department' },
  { id: 'dep-2', parentId: 'org-1', fullName: '学术部', category: 'department' },
];

export const fakePeople: Person[] = [
  { id: 'u-1', account: 'admin', realName: '管理员', organizeId: 'dep-1', memberOf: ['pos-1'] },
  {
    id: 'u-2',
    account: 'zhangsan',
    realName: '张三',
    organizeId: 'dep-1',
    memberOf: ['pos-1', 'role-1', 'group-1'],
    managerId: 'u-1',
  },
  { id: 'u-3', account: 'lisi', realName: '李四', organizeId: 'dep-2', memberOf: ['pos-2', 'role-2'] },
  ...Array.from({ length: 24 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { id: `m-${n}`, account: `member${n}`, realName: `成员${n}`, organizeId: 'dep-2', memberOf: [] };
  }),
];

const positions = [
  { id: 'pos-1', fullName: '部长', organizeId: 'dep-1' },
  { id: 'pos-2', fullName: '干事', organizeId: 'dep-2' },
];
const roles = [
  { id: 'role-1', fullName: '审核员' },
  { id: 'role-2', fullName: '编辑' },
];
const groups = [
  { id: 'group-1', fullName: '青年委员会' },
  { id: 'group-2', fullName: '专家委员会' },
];

const orgById = new Map(orgs.map((o) => [o.id, o]));
function idPath(id: string): string[] {
  const org = orgById.get(id);
  return org ? [...idPath(org.parentId), org.id] : [];
}
const namePath = (id: string) =>
  idPath(id)
    .map((i) => orgById.get(i)?.fullName)
    .join('/');

function orgNode(o: Org): OrganizeNode {
  const children = orgs.filter((c) => c.parentId === o.id).map(orgNode);
  return {
    id: o.id,
    parentId: o.parentId,
    fullName: o.fullName,
    enCode: o.id,
    type: o.category,
    category: o.category,
    icon: '',
    enabledMark: 1,
    sortCode: 0,
    description: '',
    creatorTime: null,
    managerId: null,
    organizeIdTree: idPath(o.id).join(','),
    organizeIds: idPath(o.id),
    organize: namePath(o.id),
    lastFullName: o.fullName,
    hasChildren: children.length > 0,
    isLeaf: children.length === 0,
    children: children.length ? children : null,
  };
}

export function userNode(p: Person): UserPickerNode {
  return {
    id: p.id,
    parentId: p.organizeId,
    fullName: `${p.realName}/${p.account}`,
    type: 'user',
    icon: '',
    hasChildren: false,
    isLeaf: true,
    organize: namePath(p.organizeId),
    organizeIds: [idPath(p.organizeId).join(',')],
    organizeIdTree: idPath(p.organizeId).join(','),
  };
}

function orgPickerNode(o: Org): UserPickerNode {
  return {
    id: o.id,
    parentId: o.parentId,
    fullName: o.fullName,
    type: o.category,
    icon: '',
    hasChildren: true,
    isLeaf: false,
    organize: namePath(o.id),
    organizeIds: idPath(o.id),
  };
}

const leaf = { hasChildren: false, isLeaf: true, children: null, icon: '', sortCode: 0, enCode: '' };
const branch = (nodes: unknown[]) => ({ hasChildren: nodes.length > 0, isLeaf: false, children: nodes });

function positionTree(only?: string[]): PositionTreeNode[] {
  const keep = positions.filter((p) => !only || only.includes(p.id));
  const byOrg = (orgId: string) =>
    keep
      .filter((p) => p.organizeId === orgId)
      .map((p) => ({ ...leaf, id: p.id, parentId: orgId, fullName: p.fullName, type: 'position' as const }));
  return orgs
    .filter((o) => byOrg(o.id).length)
    .map((o) => ({ ...orgNode(o), ...branch(byOrg(o.id)) }) as unknown as PositionTreeNode);
}

function roleTree(only?: string[]): RoleTreeNode[] {
  const list = roles
    .filter((r) => !only || only.includes(r.id))
    .map((r) => ({ ...leaf, id: r.id, parentId: '1', fullName: r.fullName, type: 'role', num: 0 }));
  return [
    { ...leaf, id: '1', parentId: '0', fullName: '全局', type: '', num: list.length, ...branch(list) },
  ] as RoleTreeNode[];
}

function groupTree(only?: string[]): GroupTreeNode[] {
  const list = groups
    .filter((g) => !only || only.includes(g.id))
    .map((g) => ({ ...leaf, id: g.id, parentId: 'committee', fullName: g.fullName, type: 'group', enabledMark: 1 }));
  return [
    { ...leaf, id: 'committee', parentId: '0', fullName: '委员会', type: '委员会', enabledMark: 1, ...branch(list) },
  ] as GroupTreeNode[];
}

const matches = (p: Person, keyword?: string) =>
  !keyword || p.realName.includes(keyword) || p.account.toLowerCase().includes(keyword.toLowerCase());

function page<T>(list: T[], currentPage = 1, pageSize = 20) {
  return { list: list.slice((currentPage - 1) * pageSize, currentPage * pageSize), total: list.length };
}

/** The organisation of the caller (fakeServices' user), and the organisations below an organisation. */
const CALLER_ORG = 'org-1';
const subtree = (id: string): string[] => [id, ...orgs.filter((o) => o.parentId === id).flatMap((o) => subtree(o.id))];

function related(body: UserConditionInput): Person[] {
  const deps = new Set(
    (body.departIds ?? []).flatMap((id) => {
      const org = id.split('--')[0]?.split(',').pop() ?? '';
      // like the server: the system value stands for the caller's organisation and everything below it
      return org === '@currentOrgAndSubOrg' ? subtree(CALLER_ORG) : [org];
    }),
  );
  const objects = new Set([...(body.positionIds ?? []), ...(body.roleIds ?? []), ...(body.groupIds ?? [])]);
  const users = new Set(body.userIds ?? []);
  return fakePeople.filter(
    (p) => deps.has(p.organizeId) || users.has(p.id) || p.memberOf.some((id) => objects.has(id)),
  );
}

function selected(raw: string): UserPickerNode | undefined {
  const [path = '', type] = raw.split('--');
  const id = path.split(',').pop() ?? '';
  if (id === 'currentUser') return { id, fullName: '当前用户', type: 'system', icon: '', organize: '' };
  const org = orgById.get(id);
  if (org && (!type || type === org.category || type === 'organize')) return orgPickerNode(org);
  const pos = positions.find((p) => p.id === id);
  if (pos && (!type || type === 'position')) {
    return { id, fullName: pos.fullName, type: 'position', icon: '', organize: namePath(pos.organizeId) };
  }
  const role = roles.find((r) => r.id === id);
  if (role && (!type || type === 'role')) return { id, fullName: role.fullName, type: 'role', icon: '', organize: '' };
  const group = groups.find((g) => g.id === id);
  if (group && (!type || type === 'group')) {
    return { id, fullName: group.fullName, type: 'group', icon: '', organize: '' };
  }
  const person = fakePeople.find((p) => p.id === id);
  return person && (!type || type === 'user') ? userNode(person) : undefined;
}

export type FakePickerServices = PickerServices & { calls: string[] };

export function createFakePickers(overrides: Partial<PickerServices> = {}): FakePickerServices {
  const calls: string[] = [];
  const log = <T>(call: string, result: T) => {
    calls.push(call);
    return Promise.resolve(result);
  };
  const services: PickerServices = {
    userNodes(nodeId, query) {
      if (query.keyword) {
        const hits = fakePeople.filter((p) => matches(p, query.keyword)).map(userNode);
        return log(
          `userNodes:${nodeId}:${query.keyword}:${query.currentPage}`,
          page(hits, query.currentPage, query.pageSize),
        );
      }
      const parent = nodeId === '0' ? '-1' : nodeId;
      const people = fakePeople.filter((p) => p.organizeId === parent).map(userNode);
      const children = orgs.filter((o) => o.parentId === parent).map(orgPickerNode);
      return log(`userNodes:${nodeId}`, { list: [...people, ...children] });
    },
    userCondition(body) {
      const { pagination = {} } = body;
      const hits = related(body)
        .filter((p) => matches(p, pagination.keyword))
        .map(userNode);
      return log(
        `userCondition:${JSON.stringify({ ...body, pagination: undefined })}`,
        page(hits, pagination.currentPage, pagination.pageSize),
      );
    },
    subordinates: (keyword) =>
      log('subordinates', fakePeople.filter((p) => p.managerId === 'u-1' && matches(p, keyword)).map(userNode)),
    usersByIds: (ids) => log(`usersByIds:${ids.join('|')}`, fakePeople.filter((p) => ids.includes(p.id)).map(userNode)),
    selectedByIds: (ids) =>
      log(
        `selectedByIds:${ids.join('|')}`,
        ids.map(selected).filter((n): n is UserPickerNode => Boolean(n)),
      ),
    organizeTree: () => log('organizeTree', orgs.filter((o) => o.parentId === '-1').map(orgNode)),
    organizeTreeByAuth: () => log('organizeTreeByAuth', [orgNode(orgById.get('dep-1') as Org)]),
    organizeCondition: (ids) =>
      log(
        `organizeCondition:${ids.join('|')}`,
        orgs
          .filter((o) => ids.some((i) => i.split(',').pop() === o.id))
          .map((o) => ({ ...orgNode(o), children: null, hasChildren: false })),
      ),
    positionTree: () => log('positionTree', positionTree()),
    positionCondition: (ids) => log(`positionCondition:${ids.join('|')}`, positionTree(ids)),
    roleTree: () => log('roleTree', roleTree()),
    roleCondition: (ids) => log(`roleCondition:${ids.join('|')}`, roleTree(ids)),
    groupTree: () => log('groupTree', groupTree()),
    groupCondition: (ids) => log(`groupCondition:${ids.join('|')}`, groupTree(ids)),
    ...overrides,
  };
  return Object.assign(services, { calls });
}
