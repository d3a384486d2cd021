import { eq } from 'drizzle-orm';
import { userConditionOf } from '../../contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { isEmptyValue, type FormField } from './formModel';
import { groupCondition } from './groups';
import { lastOfPath, organizeCondition } from './organizes';
import { positionCondition } from './positions';
import { roleCondition } from './roleTrees';
import { userIdsInCondition } from './usersSelected';
import type { Actor } from './usersAdmin';

/**
 * A picker limited by its designer to a custom range (selectType custom, ableIds) offers only that range in its
 * dialog; a request sent without the dialog (or a spreadsheet import) is held to the same range here, with the
 * same Condition services the dialog lists from. One instance per request: each range is read once, so an
 * import of 1,000 rows asks the database once per picker field.
 */

type Tree = { id: string; children?: Tree[] | null };
const idsOf = (nodes: Tree[], out = new Set<string>()): Set<string> => {
  for (const node of nodes) {
    out.add(node.id);
    if (node.children) idsOf(node.children, out);
  }
  return out;
};

const PICKERS = new Set([
  'organizeSelect',
  'depSelect',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'userSelect',
  'usersSelect',
]);

/** the ids a value names: organisations by the last id of their path, the others by their id (`id--type` kept) */
function valueIds(jnpfKey: string, value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  if (jnpfKey === 'organizeSelect') {
    // one path (a list of ids), or several paths
    const paths = items.every((item) => Array.isArray(item)) ? (items as unknown[][]) : [items];
    return paths.map((path) => String(path[path.length - 1] ?? '')).filter(Boolean);
  }
  const ids = items.map((item) => String(item ?? '')).filter(Boolean);
  return jnpfKey === 'usersSelect' ? ids : ids.map((id) => id.split('--')[0] ?? '');
}

export class PickerRanges {
  private ranges = new Map<string, Promise<Set<string>>>();
  private actor?: Promise<Actor>;

  constructor(
    private readonly db: Db,
    private readonly userId: string,
  ) {}

  /** `<label>的值不在可选范围内` for each limited picker of the record (table columns too) holding an id outside it. */
  async problems(fields: readonly FormField[], data: Record<string, unknown>): Promise<string[]> {
    const out: string[] = [];
    for (const field of fields) {
      if (field.jnpfKey === 'table') {
        const rows = Array.isArray(data[field.vModel]) ? (data[field.vModel] as Record<string, unknown>[]) : [];
        for (const row of rows)
          if (row && typeof row === 'object') out.push(...(await this.problems(field.columns, row)));
        continue;
      }
      const value = data[field.vModel];
      const ableIds = this.ableIdsOf(field);
      if (!ableIds || isEmptyValue(value)) continue;
      const allowed = await this.range(field.jnpfKey, ableIds);
      if (valueIds(field.jnpfKey, value).some((id) => !allowed.has(id))) out.push(`${field.label}的值不在可选范围内`);
    }
    return [...new Set(out)];
  }

  private ableIdsOf(field: FormField): string[] | null {
    const node = field.node as { selectType?: unknown; ableIds?: unknown };
    if (!PICKERS.has(field.jnpfKey) || node.selectType !== 'custom' || !Array.isArray(node.ableIds)) return null;
    const ids = node.ableIds.map((v) => (Array.isArray(v) ? v.join(',') : String(v ?? ''))).filter(Boolean);
    return ids.length ? ids : null;
  }

  private range(jnpfKey: string, ableIds: string[]): Promise<Set<string>> {
    const key = `${jnpfKey}\u0000${ableIds.join('\u0000')}`;
    let range = this.ranges.get(key);
    if (!range) this.ranges.set(key, (range = this.load(jnpfKey, ableIds)));
    return range;
  }

  private async load(jnpfKey: string, ableIds: string[]): Promise<Set<string>> {
    const bare = ableIds.map((id) => id.split('--')[0] ?? '');
    switch (jnpfKey) {
      case 'organizeSelect':
      case 'depSelect':
        return idsOf(await organizeCondition(this.db, await this.who(), ableIds.map(lastOfPath)));
      case 'posSelect':
        return idsOf(await positionCondition(this.db, bare));
      case 'roleSelect':
        return idsOf(await roleCondition(this.db, bare));
      case 'groupSelect':
        return idsOf(await groupCondition(this.db, bare));
      case 'userSelect':
        return userIdsInCondition(this.db, await this.who(), userConditionOf(ableIds));
      default:
        // usersSelect: the dialog offers exactly the listed users, organisations, positions, roles and groups
        return new Set(ableIds);
    }
  }

  private who(): Promise<Actor> {
    this.actor ??= this.db
      .select({ id: users.id, isAdministrator: users.isAdministrator })
      .from(users)
      .where(eq(users.id, this.userId))
      .then(([row]) => ({ id: this.userId, isAdministrator: Boolean(row?.isAdministrator) }));
    return this.actor;
  }
}
