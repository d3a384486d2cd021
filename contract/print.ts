import type { Static } from 'typebox';
import type { PrintDevListQuerySchema, PrintDevFormSchema } from './schemas/print';

/** Wire types of /api/system/printDev and /api/system/printLog (docs/contract.md). */

/** Query of GET printDev; `state` is the older name of the enabledMark filter. */
export type PrintDevListQuery = Static<typeof PrintDevListQuerySchema>;

/** GET …/{id} and the body of POST / PUT. */
export type PrintDevForm = Static<typeof PrintDevFormSchema>;

export interface PrintDevListItem {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  sortCode: number;
  enabledMark: number;
  /** the same flag under the contract's list name */
  state: number;
  creatorUser: string;
  creatorTime: number;
  lastModifyUser: string;
  lastModifyTime: number | null;
}

export interface PrintLogItem {
  id: string;
  printId: string;
  printTitle: string;
  printNum: number;
  /** "realName/account" */
  printMan: string;
  printTime: number;
}

export interface PrintLogInput {
  printId: string;
  printTitle: string;
  printNum: number;
}
