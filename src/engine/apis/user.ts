import type { ApiFunction } from '../../../renderers';
import { getRoleSelector } from '../../api/permission/role';
import * as users from '../../api/permission/users';
import type { RoleTreeNode, UserAdminInfo, UserInput } from '../../../contract';
import { num, optionalText, requiredText, text, versionArg, type ApiArgs } from '../apiArgs';

/** User administration (docs/contract.md): the 用户管理 screen, its dialog and the reset-password dialog. */

/** Multi-selects hold arrays; the wire wants comma-joined ids. Undefined leaves the memberships untouched. */
function joined(args: ApiArgs, listKey: string, textKey: string): string | undefined {
  const list = args?.[listKey];
  if (Array.isArray(list)) return list.map(String).join(',');
  const value = args?.[textKey];
  return value === undefined || value === null ? undefined : String(value);
}

function userInput(args: ApiArgs): UserInput {
  return {
    account: text(args, 'account'),
    realName: text(args, 'realName'),
    gender: text(args, 'gender'),
    mobilePhone: text(args, 'mobilePhone'),
    email: text(args, 'email'),
    organizeId: text(args, 'organizeId'),
    managerId: optionalText(args, 'managerId') ?? null,
    positionId: joined(args, 'positionIds', 'positionId'),
    roleId: joined(args, 'roleIds', 'roleId'),
    groupId: joined(args, 'groupIds', 'groupId'),
    enabledMark: num(args, 'enabledMark', 1),
    sortCode: num(args, 'sortCode', 0),
    description: text(args, 'description'),
    version: versionArg(args),
  };
}

const split = (ids: string) => ids.split(',').filter(Boolean);

/** The dialog's values: memberships as arrays for its multi-selects. */
export function dialogValues(info: UserAdminInfo) {
  return { ...info, positionIds: split(info.positionId), roleIds: split(info.roleId), groupIds: split(info.groupId) };
}

/** Roles of the role tree (全局 / organisations → roles), flat, for a multi-select. */
export function rolesOf(nodes: RoleTreeNode[]): RoleTreeNode[] {
  return nodes.flatMap((n) => [...(n.type === 'role' ? [n] : []), ...rolesOf(n.children ?? [])]);
}

export const apis = {
  'user.list': (a) => {
    const enabled = optionalText(a, 'enabledMark');
    return users.getUserList({
      organizeId: optionalText(a, 'organizeId'),
      keyword: optionalText(a, 'keyword'),
      gender: optionalText(a, 'gender'),
      enabledMark: enabled === undefined ? undefined : Number(enabled),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    });
  },
  /** enabled users as `{id, fullName: 'name/account'}`: the manager pickers */
  'user.all': () => users.getUserAll(),
  'user.info': async (a) => dialogValues(await users.getUserInfo(requiredText(a, 'id'))),
  'user.create': (a) => users.createUser(userInput(a)),
  'user.update': (a) => users.updateUser(requiredText(a, 'id'), userInput(a)),
  'user.remove': (a) => users.deleteUser(requiredText(a, 'id')),
  'user.toggleState': (a) => users.toggleUserState(requiredText(a, 'id')),
  'user.unlock': (a) => users.unlockUser(requiredText(a, 'id')),
  /** `id`, `userPassword`, `validatePassword` as typed; hashed before they leave */
  'user.resetPassword': (a) =>
    users.resetUserPassword(requiredText(a, 'id'), text(a, 'userPassword'), text(a, 'validatePassword')),
  'user.roleOptions': async () => ({ list: rolesOf((await getRoleSelector()).list) }),
  // ★ picker reads (the pickers of the form widgets)
  'user.selector': () => users.getUsersSelector(),
  'user.imSelector': (a) =>
    users.getImUserSelector(text(a, 'organizeId', '0') || '0', {
      keyword: optionalText(a, 'keyword'),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    }),
  'user.selectedList': (a) => users.getSelectedList(Array.isArray(a?.ids) ? a.ids.map(String) : []),
} satisfies Record<string, ApiFunction>;
