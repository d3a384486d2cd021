import type { ApiFunction } from '../../../renderers';
import * as organize from '../../api/permission/organize';
import type { OrganizeCategory, OrganizeInput } from '../../../contract';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';

/** Organisations and departments (docs/contract.md): the 组织管理 screen and its two dialogs. */

function organizeInput(args: ApiArgs): OrganizeInput {
  return {
    parentId: text(args, 'parentId'),
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    managerId: optionalText(args, 'managerId') ?? null,
    enabledMark: num(args, 'enabledMark', 1),
    sortCode: num(args, 'sortCode', 0),
    description: text(args, 'description'),
    propertyJson: text(args, 'propertyJson'),
  };
}

const typeOf = (args: ApiArgs): OrganizeCategory | '' => {
  const type = text(args, 'type');
  return type === 'company' || type === 'department' ? type : '';
};

export const apis = {
  'organize.list': (a) => {
    const enabled = optionalText(a, 'enabledMark');
    return organize.getOrganizeList({
      keyword: optionalText(a, 'keyword'),
      type: typeOf(a) || undefined,
      enabledMark: enabled === undefined ? undefined : Number(enabled),
    });
  },
  /** ★ companies and departments (the left trees of the position and user screens) */
  'organize.tree': () => organize.getOrganizeTree(),
  /** the company dialog's 上级公司: 顶级节点 (-1) holding the companies, without the one edited (`id`) */
  'organize.companyParentOptions': async (a) => {
    const { list } = await organize.getCompanySelector(text(a, 'id', '0') || '0');
    return { list: organize.withVirtualRoot(list) };
  },
  /** companies and departments without the one edited (`id`): parents of departments, users' organisation */
  'organize.departmentOptions': (a) => organize.getDepartmentSelector(text(a, 'id', '0') || '0'),
  'organize.info': (a) => organize.getOrganizeInfo(requiredText(a, 'id')),
  'organize.createCompany': (a) => organize.createCompany(organizeInput(a)),
  'organize.updateCompany': (a) => organize.updateCompany(requiredText(a, 'id'), organizeInput(a)),
  'organize.createDepartment': (a) => organize.createDepartment(organizeInput(a)),
  'organize.updateDepartment': (a) => organize.updateDepartment(requiredText(a, 'id'), organizeInput(a)),
  'organize.remove': (a) => organize.deleteOrganize(requiredText(a, 'id')),
  'organize.toggleState': (a) => organize.toggleOrganizeState(requiredText(a, 'id')),
} satisfies Record<string, ApiFunction>;
