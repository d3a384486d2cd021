import type { OrganizeNode, PositionTreeNode, RoleTreeNode, UserAdminInfo } from '../../../contract';
import { apis as groupApis } from '../../engine/apis/group';
import { positionsOnly } from '../../engine/apis/position';
import { dialogValues, rolesOf } from '../../engine/apis/user';
import { withVirtualRoot } from './organize';

/** The client-side shaping of the permission screens' options (the server's shapes are tested in tests/server). */

const node = (id: string, type: string, children: unknown[] | null = null) => ({ id, type, fullName: id, children });

test('withVirtualRoot puts the companies under 顶级节点 (-1), a branch', () => {
  const companies = [node('org-a', 'company')] as unknown as OrganizeNode[];
  const [root] = withVirtualRoot(companies);
  expect(root).toMatchObject({ id: '-1', fullName: '顶级节点', hasChildren: true, isLeaf: false, organizeIds: ['-1'] });
  expect(root.children).toBe(companies);
  expect(withVirtualRoot([])[0].children).toEqual([]);
});

test('positionsOnly leaves organisations unselectable at every depth', () => {
  const tree = [
    node('org', 'company', [node('dept', 'department', [node('p1', 'position')]), node('p2', 'position')]),
  ] as unknown as PositionTreeNode[];
  const [org] = positionsOnly(tree);
  expect(org).toMatchObject({ selectable: false, disableCheckbox: true });
  expect(org.children?.[0]).toMatchObject({ id: 'dept', selectable: false });
  expect(org.children?.[0].children?.[0]).toMatchObject({ id: 'p1', selectable: true, disableCheckbox: false });
  expect(org.children?.[1]).toMatchObject({ id: 'p2', selectable: true });
});

test('rolesOf flattens 全局 / organisation groups to their roles', () => {
  const tree = [
    node('global', '', [node('r1', 'role')]),
    node('org', 'company', [node('dept', 'department', [node('r2', 'role')])]),
  ] as unknown as RoleTreeNode[];
  expect(rolesOf(tree).map((r) => r.id)).toEqual(['r1', 'r2']);
});

test('dialogValues turns comma-joined memberships into the multi-selects’ arrays', () => {
  const info = { id: 'u', positionId: 'p1,p2', roleId: '', groupId: 'g1' } as UserAdminInfo;
  expect(dialogValues(info)).toMatchObject({ positionIds: ['p1', 'p2'], roleIds: [], groupIds: ['g1'] });
});

test('group.typeTree offers 全部分组 ("" = every type) holding the types in use', async () => {
  const http = await import('../http');
  const spy = vi.spyOn(http, 'get').mockResolvedValue({ list: [{ id: '委员会', fullName: '委员会' }] });
  const reply = (await groupApis['group.typeTree']()) as { list: { id: string; children: unknown[] }[] };
  expect(reply.list).toEqual([
    { id: '', fullName: '全部分组', children: [{ id: '委员会', fullName: '委员会', children: null }] },
  ]);
  expect(spy).toHaveBeenCalledWith('/api/permission/Group/Types');
  spy.mockRestore();
});
