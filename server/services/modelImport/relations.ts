import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visualdevRecords } from '../../db/schema';
import { requireInterface, rowsOf, runInterface } from '../dataInterfaceRun';
import type { FormField } from '../formModel';
import { paramsFor } from '../onlineDisplay';
import { catalogOf, type Catalog, type Entry } from './catalog';

/**
 * Fields that pick rows of another source (relationForm, popupSelect, popupTableSelect), as catalogs of what a
 * cell may name (catalog.ts). The field shows a row's relationField and stores, for a form model's records,
 * the record id, for a data interface's rows, the row's propsValue: so an export writes the relationField and
 * an import finds the one row whose relationField (or stored value) is the cell's text. A source that cannot
 * be read names nothing, and its cells are reported rather than the whole import failing.
 */

export const RELATION_KEYS = new Set(['relationForm', 'popupSelect', 'popupTableSelect']);

/** rows of one source read at most; a larger source still imports the names among its first rows */
const MAX_SOURCE_ROWS = 50_000;

const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v));

const entryOf = (stored: unknown, shown: string): Entry => ({
  stored,
  display: shown,
  qualified: text(stored),
  strong: [text(stored)],
  weak: [shown],
});

async function recordEntries(db: Db, modelId: string, relationField: string): Promise<Entry[]> {
  const shown = sql<string | null>`(${visualdevRecords.data} ->> ${relationField})`;
  const rows = await db
    .select({ id: visualdevRecords.id, shown })
    .from(visualdevRecords)
    .where(eq(visualdevRecords.modelId, modelId))
    .limit(MAX_SOURCE_ROWS);
  return rows.map((r) => entryOf(r.id, r.shown ?? ''));
}

async function interfaceEntries(db: Db, field: FormField, row: Record<string, unknown>, userId: string) {
  const node = field.node;
  const found = await requireInterface(db, String(node.interfaceId));
  const rows = rowsOf(await runInterface(db, found, paramsFor(node, row), { userId })).slice(0, MAX_SOURCE_ROWS);
  const value = typeof node.propsValue === 'string' && node.propsValue ? node.propsValue : 'id';
  const shown = typeof node.relationField === 'string' && node.relationField ? node.relationField : 'fullName';
  return rows.filter((r) => text(r[value]) !== '').map((r) => entryOf(r[value], text(r[shown])));
}

/** The catalog of a relation field's source, each source (and set of interface parameters) read once. */
export function relationCatalogs(db: Db, userId: string) {
  const cache = new Map<string, Promise<Catalog>>();
  return (field: FormField, row: Record<string, unknown>): Promise<Catalog> => {
    const node = field.node;
    const relationField = typeof node.relationField === 'string' ? node.relationField : '';
    const interfaceId = field.jnpfKey === 'relationForm' ? '' : String(node.interfaceId ?? '');
    const modelId = String(node.modelId ?? '');
    const key = interfaceId
      ? `i:${interfaceId}:${JSON.stringify(paramsFor(node, row))}`
      : `m:${modelId}:${relationField}`;
    let hit = cache.get(key);
    if (!hit) {
      const load = interfaceId
        ? interfaceEntries(db, field, row, userId)
        : modelId && relationField
          ? recordEntries(db, modelId, relationField)
          : Promise.resolve([]);
      hit = load.catch(() => [] as Entry[]).then(catalogOf);
      cache.set(key, hit);
    }
    return hit;
  };
}

export type RelationCatalogs = ReturnType<typeof relationCatalogs>;
