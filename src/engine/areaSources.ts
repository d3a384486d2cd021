/** EngineServices.areas over src/api: the lazy area tree, keyword search and id paths back to names. */
import type { AreaServices } from '../../renderers';
import { AREA_ROOT, getAreaByIds, getAreaList } from '../api/system/area';

export const areaSources: AreaServices = {
  // a form offers only enabled areas; saved paths through disabled ones still read by name (GetAreaByIds)
  children: async (parentId) => (await getAreaList(parentId || AREA_ROOT, { enabledMark: 1 })).list,
  // keyword hits of the whole tree, each with its path from the province down
  search: async (keyword) =>
    (await getAreaList(AREA_ROOT, { keyword, enabledMark: 1 })).list.flatMap((hit) =>
      hit.idPath && hit.namePath ? [{ idPath: hit.idPath, namePath: hit.namePath }] : [],
    ),
  namesByPaths: async (idPaths) => (idPaths.length ? getAreaByIds(idPaths) : []),
};
