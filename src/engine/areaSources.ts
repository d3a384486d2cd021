/** EngineServices.areas over src/api: the lazy area tree and id paths back to names. */
import type { AreaServices } from '../../renderers';
import { getAreaByIds, getAreaList } from '../api/system/area';

export const areaSources: AreaServices = {
  children: async (parentId) => (await getAreaList(parentId || '-1')).list,
  namesByPaths: async (idPaths) => (idPaths.length ? getAreaByIds(idPaths) : []),
};
