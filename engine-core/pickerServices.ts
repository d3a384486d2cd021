import type { PickerPagination, UserConditionInput, UserPickerNode } from '../contract';

/**
 * What the organisation, department, position, group, role and user pickers (widgets/shared/picker) ask the app
 * for. The app answers over src/api (src/engine/pickerSources.ts); tests pass fakes. Names are resolved from ids
 * in one request per batch.
 */
export interface PickerServices {
  /** children of a node of the lazy user tree ('0' the top); with a keyword, a page of matching users */
  userNodes(nodeId: string, query: PickerPagination): Promise<{ list: UserPickerNode[]; total?: number }>;
  /** users limited by departments, positions, roles, groups or ids (selectType custom, relation limits) */
  userCondition(body: UserConditionInput): Promise<{ list: UserPickerNode[]; total: number }>;
  /** the caller's subordinates, filtered by keyword */
  subordinates(keyword: string): Promise<UserPickerNode[]>;
  /** users by id, for echoing a saved value */
  usersByIds(ids: string[]): Promise<UserPickerNode[]>;
  /** values of any kind (`id--type`) back to display items */
  selectedByIds(ids: string[]): Promise<UserPickerNode[]>;
}

const refuse = (what: string) => () => Promise.reject(new Error(`EngineServices.pickers.${what} is not provided`));

export const missingPickerServices: PickerServices = {
  userNodes: refuse('userNodes'),
  userCondition: refuse('userCondition'),
  subordinates: refuse('subordinates'),
  usersByIds: refuse('usersByIds'),
  selectedByIds: refuse('selectedByIds'),
};
