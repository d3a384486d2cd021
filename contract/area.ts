/** Areas (`/api/system/Area`, docs/contract.md): provinces → cities → districts, loaded one level at a time. */

/** One row of `GET Area/{nodeId}` (root `-1`). */
export interface AreaNode {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  enabledMark: number;
  sortCode: number;
  hasChildren: boolean;
  isLeaf: boolean;
  /** keyword hits only: the ids from the province down to this area (the area picker's search list) */
  idPath?: string[];
  /** keyword hits only: the names along idPath */
  namePath?: string[];
}

export interface AreaListQuery {
  keyword?: string;
  enabledMark?: number;
}

/** One node of `GET Area/{id}/Selector/{areaId}` (enabled areas only). */
export interface AreaSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  isLeaf: boolean;
  sortCode: number;
}

export interface AreaInfo {
  id: string;
  parentId: string;
  /** the parent's name ('顶级节点' at the top), so a lazy parent picker can show it before loading */
  parentName: string;
  enCode: string;
  fullName: string;
  enabledMark: number;
  description: string;
  sortCode: number;
}

export interface AreaInput {
  id?: string;
  parentId: string;
  enCode: string;
  fullName: string;
  enabledMark: number;
  description: string;
  sortCode: number;
}
