import type { AreaNode } from '../contract';

/** An area found by keyword, with where it sits: ids and names from the province down to it. */
export interface AreaSearchHit {
  idPath: string[];
  namePath: string[];
}

/** What the area picker (widgets/areaSelect) asks the app for: the lazy province-city-district tree and names. */
export interface AreaServices {
  /** children of an area ('-1' the top) */
  children(parentId: string): Promise<AreaNode[]>;
  /** enabled areas of every level whose name (or code) holds the keyword */
  search(keyword: string): Promise<AreaSearchHit[]>;
  /** name paths of id paths, in the same order */
  namesByPaths(idPaths: string[][]): Promise<string[][]>;
}

const refuse = (what: string) => () => Promise.reject(new Error(`EngineServices.areas.${what} is not provided`));

export const missingAreaServices: AreaServices = {
  children: refuse('children'),
  search: refuse('search'),
  namesByPaths: refuse('namesByPaths'),
};
