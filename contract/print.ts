import { Type, type Static } from 'typebox';
import { flag, int, pageQueryFields, text } from './schema';

/** Wire types of /api/system/printDev and /api/system/printLog (docs/contract.md). */

/** Query of GET printDev; `state` is the older name of the enabledMark filter. */
export const PrintDevListQuerySchema = Type.Partial(
  Type.Object({ ...pageQueryFields, category: text(100), enabledMark: flag(), state: flag() }),
);
export type PrintDevListQuery = Static<typeof PrintDevListQuerySchema>;

/** GET …/{id} and the body of POST / PUT. */
export const PrintDevFormSchema = Type.Partial(
  Type.Object({
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    /** dictionary printDev code */
    category: text(100),
    /** the designer's body: JSON or HTML text */
    printTemplate: text(1_000_000),
    dbLinkId: text(200),
    sqlTemplate: text(100_000),
    leftFields: text(100_000),
    sortCode: int(),
    enabledMark: flag(),
    description: text(2000),
  }),
);
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
