/** EngineServices.pickers over src/api: the user tree, conditions, subordinates and id echo. */
import type { PickerServices } from '../../renderers';
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
};
