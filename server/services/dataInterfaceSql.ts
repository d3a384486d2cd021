import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { BizError } from '../lib/envelope';
import { sqlMessage, sqlState } from './dbErrors';

/**
 * SQL data interfaces: one SELECT over our own database. Safety comes from the database (see runSelect):
 * the statement runs as a role that can read business tables only, in a READ ONLY transaction with a time
 * limit and a row cap. The text checks here come first only to answer common mistakes with a clear message.
 * `@name` placeholders become literals of unknown type; placeholders inside quotes or comments are left alone.
 */

export const PROTECTED_DATA = '数据接口不能访问受保护的数据';
export const MAX_ROWS = 10_000;
const TIMEOUT_MS = 5_000;
const PLACEHOLDER = /^@([A-Za-z_][A-Za-z0-9_]*)/;

type Piece = { text: string } | { param: string };

/** Splits the statement into text and `@name` placeholders, skipping strings, identifiers and comments. */
export function scanSql(source: string): { pieces: Piece[]; statements: number } {
  const pieces: Piece[] = [];
  let text = '';
  let statements = 1;
  let i = 0;
  const copyUntil = (end: string, from: number) => {
    const stop = source.indexOf(end, from);
    const to = stop < 0 ? source.length : stop + end.length;
    text += source.slice(i, to);
    i = to;
  };
  while (i < source.length) {
    const c = source[i];
    const rest = source.slice(i);
    if (c === "'" || c === '"') {
      // a doubled quote inside is an escaped quote: keep scanning for the closing one
      let j = i + 1;
      while (j < source.length && !(source[j] === c && source[j + 1] !== c)) j += source[j] === c ? 2 : 1;
      text += source.slice(i, j + 1);
      i = j + 1;
    } else if (rest.startsWith('--')) copyUntil('\n', i);
    else if (rest.startsWith('/*')) copyUntil('*/', i + 2);
    else if (/^\$([A-Za-z_]\w*)?\$/.test(rest)) {
      const tag = /^\$([A-Za-z_]\w*)?\$/.exec(rest)?.[0] ?? '$$';
      copyUntil(tag, i + tag.length);
    } else if (c === '@' && PLACEHOLDER.test(rest)) {
      const name = PLACEHOLDER.exec(rest)?.[1] ?? '';
      pieces.push({ text }, { param: name });
      text = '';
      i += name.length + 1;
    } else {
      if (c === ';' && source.slice(i + 1).trim() !== '') statements++;
      text += c;
      i++;
    }
  }
  pieces.push({ text });
  return { pieces, statements };
}

const stripComments = (text: string) => text.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');

/**
 * Interfaces run for any signed-in user, so they must not reach secrets: account hashes, session tokens,
 * captcha answers, the system catalogue, or functions that execute SQL text of their own (which would
 * bypass this check). A deny-list of identifiers, checked outside string literals and comments.
 */
const PROTECTED_TABLES = new Set([
  'users',
  'sessions',
  'captchas',
  'sms_codes',
  'qr_tickets',
  'sign_images',
  'messages',
  'information_schema',
]);
const PROTECTED_FUNCTIONS =
  /^(pg_\w*|query_to_xml\w*|table_to_xml\w*|cursor_to_xml\w*|schema_to_xml\w*|database_to_xml\w*|dblink\w*|lo_\w+|current_setting|set_config)$/;

export function protectedIdentifier(source: string): string | null {
  const code = stripComments(source).replace(/'(?:[^']|'')*'/g, "''");
  for (const match of code.matchAll(/"((?:[^"]|"")+)"|([A-Za-z_][A-Za-z0-9_$]*)/g)) {
    const name = (match[1] ?? match[2] ?? '').replace(/""/g, '"').toLowerCase();
    if (PROTECTED_TABLES.has(name) || PROTECTED_FUNCTIONS.test(name)) return name;
  }
  return null;
}

/** Refuses anything but a single SELECT (or WITH … SELECT); returns the placeholders it uses. */
export function checkSelect(source: string): string[] {
  const body = stripComments(source).trim().replace(/;\s*$/, '');
  if (!/^(select|with)\b/i.test(body)) throw new BizError('数据接口只能执行查询语句');
  const denied = protectedIdentifier(body);
  if (denied) throw new BizError(`${PROTECTED_DATA}：${denied}`);
  const { pieces, statements } = scanSql(source.trim().replace(/;\s*$/, ''));
  if (statements > 1) throw new BizError('数据接口只能包含一条查询语句');
  return [...new Set(pieces.flatMap((p) => ('param' in p ? [p.param] : [])))];
}

/**
 * A value as an SQL literal of unknown type: PostgreSQL infers its type from where it is used, exactly as it
 * does for a bound parameter. Quotes are doubled and standard_conforming_strings is forced on in the run's
 * transaction, so a backslash is an ordinary character and a value can never end its literal early.
 */
function literal(value: unknown): string {
  if (value === undefined || value === null) return 'NULL';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (text.includes('\u0000')) throw new BizError('参数值包含非法字符');
  return `'${text.replace(/'/g, "''")}'`;
}

/** The statement with every `@name` replaced by its value as a literal (see literal()). */
export function bindSql(source: string, values: ReadonlyMap<string, unknown>): string {
  const { pieces } = scanSql(source.trim().replace(/;\s*$/, ''));
  return pieces
    .map((p) => {
      if ('text' in p) return p.text;
      if (!values.has(p.param)) throw new BizError(`未定义的参数：${p.param}`);
      return literal(values.get(p.param));
    })
    .join('');
}

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/;

/**
 * Instants leave as epoch milliseconds like everywhere else on the wire. Rows come back as JSON (to_jsonb),
 * where a timestamptz is an ISO string with an offset; only that exact shape is converted.
 */
function wireValue(value: unknown): unknown {
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return Date.parse(value);
  return value;
}

/**
 * Runs the statement inside jnpf_interface_run() (migration 0007): as the role jnpf_interface, which can read
 * the business tables only, in a READ ONLY transaction with a time limit and a row cap. The database is the
 * guarantee; the static check above only gives an earlier, friendlier message.
 */
export async function runSelect(db: Db, source: string, values: ReadonlyMap<string, unknown>) {
  checkSelect(source);
  return runSandboxed(db, bindSql(source, values));
}

/** The database half of runSelect, without the text check (the sandbox tests call it directly). */
export async function runSandboxed(db: Db, statement: string): Promise<Record<string, unknown>[]> {
  try {
    const result = await db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${TIMEOUT_MS}`));
        await tx.execute(sql.raw('set local standard_conforming_strings = on'));
        return tx.execute(sql`select jnpf_interface_run(${statement}, ${MAX_ROWS}::int) as "row"`);
      },
      { accessMode: 'read only' },
    );
    const rows = (result as unknown as { rows: { row: Record<string, unknown> }[] }).rows;
    return rows.map(({ row }) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, wireValue(v)])));
  } catch (error) {
    if (error instanceof BizError) throw error;
    const state = sqlState(error);
    if (state === '25006') throw new BizError('数据接口只能执行查询语句');
    if (state === '57014') throw new BizError('数据接口执行超时');
    // 42501: a table, function or setting the sandbox role may not touch
    if (state === '42501') throw new BizError(PROTECTED_DATA);
    if (state) throw new BizError(`数据接口执行失败：${sqlMessage(error)}`);
    throw error;
  }
}
