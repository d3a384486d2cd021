import fc from 'fast-check';
import type { RouteEntry } from '../../../server/plugins/routeList';

/**
 * The fixed, seeded set of malformed inputs the route fuzz suite sends. Every value here has broken a web
 * server somewhere: NUL and lone surrogates (PostgreSQL text, drivers), huge or negative paging, SQL and
 * path-traversal text, wrong JSON types, deep nesting and oversized strings.
 */

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\uD800y';
const SQL_TEXT = "' or '1'='1'; drop table users; --";
const TRAVERSAL = '../../../../etc/passwd';

/** Raw (already URL-encoded) values for a path parameter. */
export const pathValues: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate encoded as UTF-8: not valid UTF-8
  '%F0%9F%98%80',
  'x'.repeat(5000),
  encodeURIComponent(SQL_TEXT),
  encodeURIComponent(TRAVERSAL),
  '-1',
  '99999999999999999999999999',
  '%25',
];

export const queryValues: Record<string, string>[] = [
  { keyword: NUL },
  { keyword: LONE_SURROGATE },
  { keyword: SQL_TEXT, sidx: 'id; drop table users', sort: 'sideways' },
  { currentPage: '-1', pageSize: '-5' },
  { currentPage: '1e20', pageSize: '99999999999999' },
  { currentPage: 'abc', pageSize: 'NaN' },
  { id: TRAVERSAL, parentId: NUL, type: '\u0000', systemId: NUL },
  { keyword: 'k'.repeat(100_000) },
];

/** Field names that many of our bodies use: bodies of routes without a schema get these. */
const commonFields = ['id', 'ids', 'fullName', 'enCode', 'parentId', 'keyword', 'data', 'list', 'account', 'type'];

const badValues: unknown[] = [
  NUL,
  LONE_SURROGATE,
  1e308,
  -1,
  Number.MAX_SAFE_INTEGER,
  [NUL],
  { nested: NUL },
  SQL_TEXT,
  TRAVERSAL,
  true,
  'z'.repeat(200_000),
];

function deep(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function fieldsOf(route: RouteEntry): string[] {
  const body = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
  const names = Object.keys(body?.properties ?? {});
  return names.length ? names : commonFields;
}

/** Bodies for one route: its own field names (from its schema) filled with each bad value, then wrong shapes. */
export function bodiesFor(route: RouteEntry, seed: number): unknown[] {
  const fields = fieldsOf(route);
  const filled = badValues.map((bad) => Object.fromEntries(fields.map((f) => [f, bad])));
  const shapes: unknown[] = [[], 'text', 12345, null, [{ id: NUL }], deep(2000), { [NUL]: 1 }];
  // a few arbitrary JSON documents, the same ones every run (fixed seed)
  const generated = fc.sample(fc.record(Object.fromEntries(fields.map((f) => [f, fc.jsonValue({ maxDepth: 3 })]))), {
    seed,
    numRuns: 3,
  });
  return [...filled, ...shapes, ...generated];
}

/** The route's URL with every `:param` (and a trailing `*`) replaced by a raw value. */
export function fillPath(url: string, raw: string): string {
  return url.replace(/:[A-Za-z_][A-Za-z0-9_]*(\([^)]*\))?/g, raw).replace(/\*$/, raw);
}

export const hasParams = (url: string) => /[:*]/.test(url);

/** Text that must never reach a client: stack frames, source paths, SQL statements, driver wrappers. */
export const LEAK =
  /Failed query|\bat [\w.<>]+ \(|node_modules|\.[tj]s:\d+|\bselect\b[\s\S]*\bfrom\b|insert into|delete from|update \w+ set|TypeError|ReferenceError/i;

export const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
