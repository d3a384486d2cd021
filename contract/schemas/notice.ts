import { Type } from 'typebox';
import { int, pageQueryFields, text } from './builders';

/**
 * Bodies of /api/message/Notice (docs/contract.md). Lengths here are only the outer bound a request may carry;
 * the service answers the screen's own messages (标题最多为50个字符！…) for the real limits.
 */

/*
 * Nullable fields use a type list, not a union: the server's validator coerces types, and in a union it would
 * turn null into 0 (or 0 into null) by whichever branch comes first.
 */

/** A filter list may come as ['0','1'] (the platform's front end) or as numbers. */
const codes = () => Type.Array(Type.Union([text(10), int(0, 99)]), { maxItems: 10 });

export const NoticeListQuerySchema = Type.Partial(
  Type.Object({
    ...pageQueryFields,
    /** states wanted: 0 draft, 1 released, 2 expired */
    enabledMark: Type.Union([codes(), text(10), int(0, 2)]),
    /** categories wanted: '1' 公告, '2' 通知 */
    type: Type.Union([codes(), text(10)]),
  }),
);

export const NoticeFormSchema = Type.Partial(
  Type.Object({
    id: text(100),
    title: text(1000),
    bodyText: text(600_000),
    excerpt: text(5000),
    /** JSON text of the uploaded files, or the upload widget's list itself */
    files: Type.Union([text(200_000), Type.Array(Type.Unknown(), { maxItems: 200 })]),
    /** comma list (or list) of typed ids: `id--user`, `id--role`, `id--company`/`--department`, `--position`, `--group` */
    toUserIds: Type.Union([text(100_000), Type.Array(text(500), { maxItems: 2000 })]),
    category: text(10),
    /** epoch ms; null or '' for none */
    expirationTime: Type.Unsafe<number | string | null>({
      type: ['integer', 'string', 'null'],
      minimum: 0,
      maxLength: 30,
    }),
    version: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0 }),
  }),
);
