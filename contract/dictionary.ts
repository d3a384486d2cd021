/** Wire types of /api/system/DictionaryType and /api/system/DictionaryData (docs/contract.md). */

/** Synthetic roots of the category tree; they cannot be edited, deleted or hold data. */
export const DICTIONARY_ROOT = { business: '0', system: '1' } as const;

export interface DictionaryTypeNode {
  id: string;
  /** '-1' for the two synthetic roots, '0'/'1' for top-level categories */
  parentId: string;
  fullName: string;
  enCode: string;
  /** 1 the data is a tree, 0 a flat list */
  isTree: number;
  sortCode: number;
  hasChildren: boolean;
  children: DictionaryTypeNode[] | null;
}

/** Body of POST / PUT DictionaryType. */
export interface DictionaryTypeInput {
  id?: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  description?: string;
  sortCode?: number;
  /** the version the dialog loaded: a stale one is refused; absent, the update is not checked */
  version?: number;
}

/** GET DictionaryType/{id}. */
export interface DictionaryTypeInfo {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  description: string;
  sortCode: number;
  /** optimistic-locking counter of the row; an update sends back the one it loaded */
  version?: number;
}

/** A row of GET DictionaryData/{typeId} (a tree node when isTree). */
export interface DictionaryDataRow {
  id: string;
  /** '0' for top-level items */
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  hasChildren?: boolean;
  children?: DictionaryDataRow[] | null;
}

/** Body of POST / PUT DictionaryData. */
export interface DictionaryDataInput {
  id?: string;
  /** the category's id (or enCode) */
  dictionaryTypeId: string;
  /** '0' (or the category id, stored as '0') for a top-level item */
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  description?: string;
  sortCode?: number;
  /** the version the dialog loaded: a stale one is refused; absent, the update is not checked */
  version?: number;
}

/** GET DictionaryData/{id}/Info. */
export interface DictionaryDataInfo {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  description: string;
  sortCode: number;
  /** optimistic-locking counter of the row; an update sends back the one it loaded */
  version?: number;
}

/** GET DictionaryData/{typeId} query. */
export interface DictionaryDataQuery {
  /** '1' tree, '0' flat (default: the category's own isTree) */
  isTree?: string;
  keyword?: string;
}

/** A node of the item dialog's parent picker: the category itself is the root. */
export type DictionarySelectorNode = DictionaryDataRow;

/** An enabled option of GET DictionaryData/{typeId}/Data/Selector: a tree node when the category is a tree. */
export interface DictionaryOptionNode {
  id: string;
  fullName: string;
  enCode: string;
  parentId?: string;
  sortCode?: number;
  enabledMark?: number;
  hasChildren?: boolean;
  children?: DictionaryOptionNode[] | null;
}

/** One category of GET DictionaryData/All (enabled items only: a tree when isTree), cached by the front end. */
export interface DictionaryAllEntry {
  id: string;
  enCode: string;
  fullName: string;
  isTree: number;
  dictionaryList: DictionaryDataRow[];
}

/** A .bdd file: the exported category with its descendants and all their items. */
export interface DictionaryExportFile {
  list: DictionaryTypeInfo[];
  modelList: DictionaryDataInfo[];
}
