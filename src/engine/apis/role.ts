import type { ApiFunction } from '../../../renderers';
import * as role from '../../api/permission/role';
import type { AuthorizeDataInput, AuthorizeKind, RoleInput } from '../../../contract';
import { num, optionalText, requiredText, text, versionArg, type ApiArgs } from '../apiArgs';

/** Roles and their permission editor (docs/contract.md): the 角色管理 screen and its dialogs. */

function roleInput(args: ApiArgs): RoleInput {
  const globalMark = num(args, 'globalMark', 1) === 0 ? 0 : 1;
  return {
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    globalMark,
    organizeId: globalMark === 0 ? text(args, 'organizeId') : '',
    enabledMark: num(args, 'enabledMark', 1),
    sortCode: num(args, 'sortCode', 0),
    description: text(args, 'description'),
    version: versionArg(args),
  };
}

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The PermissionTree field's value `{ module, button, column, form }` as the save body. A value that is not there
 * yet (the trees still loading) must not go out as "nothing granted": that would wipe the role's permissions.
 */
function grantOf(args: ApiArgs): AuthorizeDataInput {
  const grant = args?.grant as Record<string, unknown> | undefined;
  if (!grant || !Array.isArray(grant.module)) throw new Error('API argument "grant" must hold the loaded permissions');
  return { module: ids(grant.module), button: ids(grant.button), column: ids(grant.column), form: ids(grant.form) };
}

const kinds: AuthorizeKind[] = ['system', 'module', 'button', 'column', 'form'];

export const apis = {
  'role.list': (a) => {
    const enabled = optionalText(a, 'enabledMark');
    return role.getRoleList({
      keyword: optionalText(a, 'keyword'),
      type: optionalText(a, 'type'),
      organizeId: optionalText(a, 'organizeId'),
      enabledMark: enabled === undefined ? undefined : Number(enabled),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    });
  },
  'role.selector': () => role.getRoleSelector(),
  'role.info': (a) => role.getRoleInfo(requiredText(a, 'id')),
  'role.create': (a) => role.createRole(roleInput(a)),
  'role.update': (a) => role.updateRole(requiredText(a, 'id'), roleInput(a)),
  'role.remove': (a) => role.deleteRole(requiredText(a, 'id')),
  'role.toggleState': (a) => role.toggleRoleState(requiredText(a, 'id')),
  /** the 所属组织 options of the role dialog: companies and departments */
  'role.organizeOptions': () => role.getOrganizeOptions(),
  /** one step of the permission editor: `roleId`, `type` (module/button/column/form), `moduleIds` (comma list) */
  'role.authorizeValues': (a) => {
    const type = text(a, 'type') as AuthorizeKind;
    if (!kinds.includes(type)) throw new Error(`API argument "type" must be one of ${kinds.join(', ')}`);
    return role.getAuthorizeValues(requiredText(a, 'roleId'), { type, moduleIds: text(a, 'moduleIds') });
  },
  /** `roleId` and `grant` ({ module, button, column, form } id lists) */
  'role.saveAuthorize': (a) => role.saveAuthorize(requiredText(a, 'roleId'), grantOf(a)),
} satisfies Record<string, ApiFunction>;
