import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageResult } from '../../contract';
import type { Db, Tx } from '../db/client';
import { refuseDuplicates } from '../services/dbErrors';
import { likePattern, pageOf, pageResult } from '../services/paging';
import { copyNames } from '../services/templateCommon';
import { BizError } from './envelope';
import { newId } from './ids';

/**
 * The service side of a CRUD-shaped admin domain (print templates, reports, groups, positions, message
 * templates…): a table with id, fullName, enCode, enabledMark, sortCode and the audit columns, listed by page
 * and keyword, written with unique name/code checks. A domain gives its table, its messages and the hooks
 * where it differs; the order of the checks is part of the wire (the first refusal is the one answered), so
 * each hook runs at a fixed step.
 */

export type CrudTable = PgTable & {
  id: PgColumn;
  fullName: PgColumn;
  enCode: PgColumn;
  enabledMark: PgColumn;
  sortCode: PgColumn;
  creatorTime: PgColumn;
  creatorUserId: PgColumn;
  lastModifyTime: PgColumn;
  lastModifyUserId: PgColumn;
};
export type RowOf<T extends CrudTable> = T['$inferSelect'];

/** The columns the factory itself reads from a row. */
interface BaseRow {
  id: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
}

export const CODE_EXISTS = '编码已存在';

export interface CrudServiceSpec<T extends CrudTable, In, V extends object> {
  table: T;
  /** the refusal of an unknown id */
  missing: string;
  /** the body, checked and turned into column values (uniqueness excepted) */
  validate(db: Db, input: In): Promise<V> | V;
  /** conditions no other row may match, each with its refusal, checked in order (default: the code) */
  unique?(values: V): [SQL, string][];
  /** the refusal when the unique index wins a race between two writers (default: 编码已存在) */
  duplicate?: string;
  /** update reads the row before the body, so an unknown id is answered before a bad body */
  findFirst?: boolean;
  /** update, delete, toggle and copy read the row FOR UPDATE */
  lock?: boolean;
  /** refuses a row that may not be updated or deleted at all (system rows), right after it is read */
  writable?(row: RowOf<T>): void;
  /** the domain's last word on an update, after the uniqueness checks */
  beforeUpdate?(tx: Tx, row: RowOf<T>, values: V): Promise<void>;
  /** the domain's last word on a delete (rows still in use) */
  beforeDelete?(tx: Tx, row: RowOf<T>): Promise<void>;
  /** columns every insert (create and copy) sets, whatever the body or the copied row holds */
  insertDefaults?: Partial<T['$inferInsert']>;
}

export interface ListQuery {
  keyword?: string;
  enabledMark?: number;
  currentPage?: number;
  pageSize?: number;
}

export interface CrudService<T extends CrudTable, In> {
  /** the row, or the `missing` refusal */
  find(db: Db, id: string, lock?: boolean): Promise<RowOf<T>>;
  /** a page of rows matching the keyword (name or code), the state and the domain's `filters` */
  list<Item>(
    db: Db,
    query: ListQuery,
    filters: (SQL | undefined)[],
    toItems: (rows: RowOf<T>[]) => Item[] | Promise<Item[]>,
  ): Promise<PageResult<Item>>;
  create(db: Db, input: In, userId: string): Promise<string>;
  update(db: Db, id: string, input: In, userId: string): Promise<void>;
  remove(db: Db, id: string): Promise<void>;
  /** flips enabledMark; answers the new state */
  toggle(db: Db, id: string, userId: string): Promise<number>;
  /** a disabled copy named `….副本nnnn`; answers its id */
  copy(db: Db, id: string, userId: string, now?: Date): Promise<string>;
}

/** The row-level steps every operation is made of, bound to one domain. */
function rowsOf<T extends CrudTable, In, V extends object>(spec: CrudServiceSpec<T, In, V>) {
  // drizzle cannot follow a generic table through its builders; the spec's table is typed at the call site
  const table = spec.table as CrudTable;
  const uniqueOf = spec.unique ?? ((values: V) => [[eq(table.enCode, (values as BaseRow).enCode), CODE_EXISTS]]);
  return {
    table,
    duplicate: spec.duplicate ?? CODE_EXISTS,
    async find(db: Db, id: string, lock = false): Promise<RowOf<T>> {
      const query = db.select().from(table).where(eq(table.id, id));
      const [row] = await (lock ? query.for('update') : query);
      if (!row) throw new BizError(spec.missing);
      return row as RowOf<T>;
    },
    async assertUnique(tx: Db, values: V, selfId?: string) {
      const others = selfId ? ne(table.id, selfId) : undefined;
      for (const [condition, message] of uniqueOf(values)) {
        const taken = await tx.select({ id: table.id }).from(table).where(and(condition, others)).limit(1);
        if (taken.length) throw new BizError(message);
      }
    },
    insert: (tx: Db, values: object) => tx.insert(table).values({ ...values, ...spec.insertDefaults } as RowOf<T>),
    write: (tx: Db, id: string, values: object, userId: string) =>
      tx
        .update(table)
        .set({ ...values, lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(table.id, id)),
  };
}

async function listPage<Row, Item>(
  db: Db,
  table: CrudTable,
  query: ListQuery,
  filters: (SQL | undefined)[],
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<PageResult<Item>> {
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const where = and(
    ...filters,
    keyword ? or(ilike(table.fullName, likePattern(keyword)), ilike(table.enCode, likePattern(keyword))) : undefined,
    query.enabledMark === undefined ? undefined : eq(table.enabledMark, query.enabledMark),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(asc(table.sortCode), desc(table.creatorTime), asc(table.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return pageResult(await toItems(rows as Row[]), page, total);
}

export function crudService<T extends CrudTable, In, V extends object>(
  spec: CrudServiceSpec<T, In, V>,
): CrudService<T, In> {
  const { table, duplicate, find, assertUnique, insert, write } = rowsOf(spec);
  return {
    find,
    list: (db, query, filters, toItems) => listPage(db, table, query, filters, toItems),

    async create(db, input, userId) {
      const id = newId();
      await refuseDuplicates(duplicate, () =>
        db.transaction(async (tx) => {
          const values = await spec.validate(tx, input);
          await assertUnique(tx, values);
          await insert(tx, { id, ...values, creatorUserId: userId });
        }),
      );
      return id;
    },

    async update(db, id, input, userId) {
      await refuseDuplicates(duplicate, () =>
        db.transaction(async (tx) => {
          const early = spec.findFirst ? undefined : await spec.validate(tx, input);
          const row = await find(tx, id, spec.lock);
          spec.writable?.(row);
          const values = early ?? (await spec.validate(tx, input));
          await assertUnique(tx, values, id);
          await spec.beforeUpdate?.(tx, row, values);
          await write(tx, id, values, userId);
        }),
      );
    },

    async remove(db, id) {
      await db.transaction(async (tx) => {
        const row = await find(tx, id, spec.lock);
        spec.writable?.(row);
        await spec.beforeDelete?.(tx, row);
        await tx.delete(table).where(eq(table.id, id));
      });
    },

    async toggle(db, id, userId) {
      return db.transaction(async (tx) => {
        const row = (await find(tx, id, spec.lock)) as unknown as BaseRow;
        const enabledMark = row.enabledMark === 1 ? 0 : 1;
        await write(tx, id, { enabledMark }, userId);
        return enabledMark;
      });
    },

    async copy(db, id, userId, now = new Date()) {
      const copyId = newId();
      await refuseDuplicates(duplicate, () =>
        db.transaction(async (tx) => {
          // a copy has its own id and audit columns; everything else is the original's
          const {
            id: _id,
            creatorTime: _c,
            creatorUserId: _u,
            lastModifyTime: _t,
            lastModifyUserId: _m,
            ...form
          } = (await find(tx, id, spec.lock)) as BaseRow & Record<string, unknown>;
          const copied = { ...form, ...copyNames(form.fullName, form.enCode, now) };
          await assertUnique(tx, copied as unknown as V);
          await insert(tx, { ...copied, id: copyId, enabledMark: 0, creatorUserId: userId, creatorTime: now });
        }),
      );
      return copyId;
    },
  };
}
