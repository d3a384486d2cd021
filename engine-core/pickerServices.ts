import type {
  GroupTreeNode,
  OrganizeNode,
  PickerPagination,
  PositionTreeNode,
  RoleTreeNode,
  UserConditionInput,
  UserPickerNode,
} from '../contract';

/**
 * What the organisation, department, position, group, role and user pickers (widgets/shared/picker) ask the app
 * for, one method per server call. The app answers over src/api (src/engine/pickerSources.ts); tests pass fakes.
 * Names are resolved from ids in one request per batch.
 */
export interface PickerServices {
  /** children of a node of the lazy user tree ('-1' the top); with a keyword, a page of matching users */
  userNodes(nodeId: string, query: PickerPagination): Promise<{ list: UserPickerNode[]; total?: number }>;
  /** users limited by departments, positions, roles, groups or ids (selectType custom, relation limits) */
  userCondition(body: UserConditionInput): Promise<{ list: UserPickerNode[]; total: number }>;
  /** the caller's subordinates, filtered by keyword */
  subordinates(keyword: string): Promise<UserPickerNode[]>;
  /** users by id, for echoing a saved value */
  usersByIds(ids: string[]): Promise<UserPickerNode[]>;
  /** values of any kind (`id--type`, organisation id paths `a,b,c`) back to display items */
  selectedByIds(ids: string[]): Promise<UserPickerNode[]>;
  /** companies and departments (Organize/Department/Selector/0) */
  organizeTree(): Promise<OrganizeNode[]>;
  /** the same, limited to what the caller's organisation may see (Department/SelectorByAuth/0: the `auth` prop) */
  organizeTreeByAuth(): Promise<OrganizeNode[]>;
  /** only the given organisations (selectType custom) */
  organizeCondition(ids: string[], keyword?: string): Promise<OrganizeNode[]>;
  /** organisations holding their positions */
  positionTree(): Promise<PositionTreeNode[]>;
  positionCondition(ids: string[], keyword?: string): Promise<PositionTreeNode[]>;
  /** 全局 and the organisations holding their roles */
  roleTree(): Promise<RoleTreeNode[]>;
  roleCondition(ids: string[], keyword?: string): Promise<RoleTreeNode[]>;
  /** group types holding their groups */
  groupTree(): Promise<GroupTreeNode[]>;
  groupCondition(ids: string[], keyword?: string): Promise<GroupTreeNode[]>;
}

const refuse = (what: string) => () => Promise.reject(new Error(`EngineServices.pickers.${what} is not provided`));

export const missingPickerServices: PickerServices = {
  userNodes: refuse('userNodes'),
  userCondition: refuse('userCondition'),
  subordinates: refuse('subordinates'),
  usersByIds: refuse('usersByIds'),
  selectedByIds: refuse('selectedByIds'),
  organizeTree: refuse('organizeTree'),
  organizeTreeByAuth: refuse('organizeTreeByAuth'),
  organizeCondition: refuse('organizeCondition'),
  positionTree: refuse('positionTree'),
  positionCondition: refuse('positionCondition'),
  roleTree: refuse('roleTree'),
  roleCondition: refuse('roleCondition'),
  groupTree: refuse('groupTree'),
  groupCondition: refuse('groupCondition'),
};
