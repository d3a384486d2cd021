import type { AreaNode } from '../contract';

/** What the area picker (widgets/areaSelect) asks the app for: the lazy province-city-district tree and names. */
export interface AreaServices {
  /** children of an area ('-1' the top) */
  children(parentId: string): Promise<AreaNode[]>;
  /** name paths of id paths, in the same order */
  namesByPaths(idPaths: string[][]): Promise<string[][]>;
}

const refuse = (what: string) => () => Promise.reject(new Error(`EngineServices.areas.${what} is not provided`));

export const missingAreaServices: AreaServices = {
  children: refuse('children'),
  namesByPaths: refuse('namesByPaths'),
};
