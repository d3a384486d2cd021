/** EngineServices.pickers over src/api: the user tree, conditions, subordinates, id echo and the option trees. */
import type { PickerServices } from '../../renderers';
import { getGroupCondition, getGroupSelector } from '../api/permission/group';
import { getDepartmentSelector, getDepartmentSelectorByAuth, getOrganizeCondition } from '../api/permission/organize';
import { getPositionCondition, getPositionSelector } from '../api/permission/position';
import { getRoleCondition, getRoleSelector } from '../api/permission/role';
import {
  getImUserSelector,
  getSelectedList,
  getSubordinates,
  getUserCondition,
  getUsersByIds,
} from '../api/permission/users';

export const pickerSources: PickerServices = {
  async userNodes(nodeId, query) {
    const reply = await getImUserSelector(nodeId, query);
    return 'pagination' in reply ? { list: reply.list, total: reply.pagination.total } : { list: reply.list };
  },
  async userCondition(body) {
    const reply = await getUserCondition(body);
    return { list: reply.list, total: reply.pagination.total };
  },
  subordinates: async (keyword) => (await getSubordinates(keyword)).list,
  usersByIds: async (ids) => (ids.length ? (await getUsersByIds(ids)).list : []),
  selectedByIds: async (ids) => (ids.length ? (await getSelectedList(ids)).list : []),
  organizeTree: async () => (await getDepartmentSelector('0')).list,
  organizeTreeByAuth: async () => (await getDepartmentSelectorByAuth('0')).list,
  organizeCondition: async (departIds, keyword) => (await getOrganizeCondition({ departIds, keyword })).list,
  positionTree: async () => (await getPositionSelector()).list,
  positionCondition: async (ids, keyword) => (await getPositionCondition({ ids, keyword })).list,
  roleTree: async () => (await getRoleSelector()).list,
  roleCondition: async (ids, keyword) => (await getRoleCondition({ ids, keyword })).list,
  groupTree: async () => (await getGroupSelector()).list,
  groupCondition: async (ids, keyword) => (await getGroupCondition({ ids, keyword })).list,
};
