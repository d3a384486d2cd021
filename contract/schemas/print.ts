import { Type } from 'typebox';
import { flag, int, pageQueryFields, text } from './builders';

/** Query of GET printDev; `state` is the older name of the enabledMark filter. */
export const PrintDevListQuerySchema = Type.Partial(
  Type.Object({ ...pageQueryFields, category: text(100), enabledMark: flag(), state: flag() }),
);

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
