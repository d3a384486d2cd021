import { Type } from 'typebox';
import { flag, int, pageQueryFields, text } from './builders';

export const PositionListQuerySchema = Type.Partial(
  Type.Object({ ...pageQueryFields, organizeId: text(2000), enabledMark: flag() }),
);

/** The body of POST / PUT Position. */
export const PositionInputSchema = Type.Partial(
  Type.Object({
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    type: text(200),
    /** the organisation's id (a cascader path is accepted: the last id counts) */
    organizeId: text(2000),
    enabledMark: flag(),
    sortCode: int(),
    description: text(2000),
  }),
);

export const GroupListQuerySchema = Type.Partial(
  Type.Object({ ...pageQueryFields, type: text(200), enabledMark: flag() }),
);

/** The body of POST / PUT Group. */
export const GroupInputSchema = Type.Partial(
  Type.Object({
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    type: text(200),
    enabledMark: flag(),
    sortCode: int(),
    description: text(2000),
  }),
);
