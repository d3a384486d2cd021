import type { EngineMessage } from '../../../engine-core/i18n';

/**
 * One row of a picker's selection pane and one item of its 已选 pane: an organisation, position, role, group,
 * user or system value, whatever service it came from.
 */
export interface PickerNode {
  id: string;
  fullName: string;
  /** company, department, position, role, group, user or system (a type node's own name for group types) */
  type: string;
  icon?: string;
  /** the organisation path of names (shown under a user, and as an organisation's display) */
  organize?: string;
  /** organisation nodes: the path of ids from the top down to this node */
  organizeIds?: string[];
  /** a branch one can open */
  hasChildren: boolean;
  /** the loaded children of a branch of a whole tree (lazy trees load them on opening) */
  children?: PickerNode[];
}

/** A page of the flat list: fewer than pageSize rows means the last one. */
export type PageLoader = (keyword: string, currentPage: number, pageSize: number) => Promise<PickerNode[]>;

/** One tab of the selection pane (a picker without tabs has one). */
export interface PickerTab {
  key: string;
  label: EngineMessage;
  /**
   * The tree of the tab: children of a node (null: the top). Absent, the tab is a list and `page` answers
   * even without a keyword.
   */
  children?: (parent: PickerNode | null) => Promise<PickerNode[]>;
  /** the flat list for a keyword (tree tabs switch to it once a keyword is typed) */
  page: PageLoader;
  /** nodes a click selects in this tab, when the tab narrows the picker's own rule */
  choosable?: (node: PickerNode) => boolean;
}

/** A heading of the 已选 pane grouping the items of some types (the users picker in multiple mode). */
export interface PickerGroup {
  label: EngineMessage;
  types: string[];
}

/** An item of the selection: the value unit it stands for (`key`) and what it shows. */
export interface PickerItem {
  key: string;
  node: PickerNode;
}
