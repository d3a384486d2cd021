import { Type } from 'typebox';

/**
 * Building blocks of the route schemas that live in contract/ (docs/contract.md, "One source for a body").
 * A TypeBox schema is a plain JSON schema the server validates with, and `Static<typeof schema>` is the type
 * the front end sends and the route handler receives, so a field renamed here fails the type check on both
 * sides. Bodies keep every field optional: the services answer a missing name or code with the screen's own
 * message (e.g. 名称不能为空) rather than the validator's generic one.
 */

export const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });

export const int = (minimum?: number, maximum?: number) =>
  Type.Integer({
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  });

/** 0 off, 1 on: enabledMark and every other switch column */
export const flag = () => int(0, 1);

/** The paging and keyword fields every list query accepts. */
export const pageQueryFields = {
  keyword: text(200),
  currentPage: int(1, 1_000_000),
  pageSize: int(1, 1_000_000),
  sidx: text(200),
  sort: text(10),
};
