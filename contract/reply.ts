/** Reply shapes shared by several system endpoints. */

/** A non-paged list (docs/contract.md): trees carry their nodes' `children`. */
export interface ListReply<T> {
  list: T[];
}

/** Reply of an Actions/Export call (docs/contract.md): the file name and a short-lived download URL. */
export interface DownloadReply {
  name: string;
  /** /api/file/Download?encryption=… (relative to the API base; no token needed, valid a few minutes) */
  url: string;
}

/** Duplicate handling of an Actions/Import upload: 0 skip rows that already exist, 1 append them as copies. */
export type ImportMode = 0 | 1;
