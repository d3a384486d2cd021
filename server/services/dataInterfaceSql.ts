import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { BizError } from '../lib/envelope';
import { sqlMessage, sqlState } from './dbErrors';

/**
 * SQL data interfaces: one SELECT over our own database, run inside a READ ONLY transaction with a time
 * limit. `@name` placeholders become bound parameters ($1, $2…), never text pasted into the statement;
 * placeholders inside quotes or comments are left alone. Writes are refused twice: by the static check
 * here (a single SELECT/WITH statement) and by PostgreSQL itself (a read-only transaction refuses any
 * INSERT/UPDATE/DELETE/DDL, also inside a WITH).
 */

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
  if (denied) throw new BizError(`数据接口不能访问受保护的数据：${denied}`);
  const { pieces, statements } = scanSql(source.trim().replace(/;\s*$/, ''));
  if (statements > 1) throw new BizError('数据接口只能包含一条查询语句');
  return [...new Set(pieces.flatMap((p) => ('param' in p ? [p.param] : [])))];
}

/** Values are bound as text-or-null: PostgreSQL infers each parameter's type from where it is used. */
function bindable(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function bindSql(source: string, values: ReadonlyMap<string, unknown>): SQL {
  const { pieces } = scanSql(source.trim().replace(/;\s*$/, ''));
  const chunks = pieces.map((p) => {
    if ('text' in p) return sql.raw(p.text);
    if (!values.has(p.param)) throw new BizError(`未定义的参数：${p.param}`);
    return sql`${bindable(values.get(p.param))}`;
  });
  return sql.join(chunks, sql.raw(''));
}

/** Instants leave as epoch milliseconds like everywhere else on the wire (contract §0.4). */
function wireValue(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

export async function runSelect(db: Db, source: string, values: ReadonlyMap<string, unknown>) {
  checkSelect(source);
  const statement = bindSql(source, values);
  try {
    const result = await db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${TIMEOUT_MS}`));
        return tx.execute(sql`select * from (${statement}) as interface_rows limit ${sql.raw(String(MAX_ROWS))}`);
      },
      { accessMode: 'read only' },
    );
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, wireValue(v)])));
  } catch (error) {
    if (error instanceof BizError) throw error;
    const state = sqlState(error);
    if (state === '25006') throw new BizError('数据接口只能执行查询语句');
    if (state === '57014') throw new BizError('数据接口执行超时');
    if (state) throw new BizError(`数据接口执行失败：${sqlMessage(error)}`);
    throw error;
  }
}
