import type { FormField } from '../formModel';
import type { Catalog } from './catalog';
import { ambiguousValue, isMultiple, PATH_JOIN, pieces, unknownValue, VALUE_JOIN, type Converted } from './cells';
import type { Lookups } from './lookups';
import { kindOf, PATH_PICKERS, PICKER_KEYS } from './pickers';
import { RELATION_KEYS } from './relations';

/**
 * Cells of fields that name things (people and organisation pickers, areas, rows of another model or of a
 * data interface) ↔ their stored ids. Several values in one cell are separated by commas; a cell naming
 * nothing, or more than one thing, is refused with the field's label and what to write instead.
 */

export const NAMED_KEYS = new Set([...PICKER_KEYS, ...RELATION_KEYS]);

/** What makes a shared name unique, per widget, for the refusal's wording. */
const HINTS: Record<string, string> = {
  userSelect: '“姓名/账号”',
  usersSelect: '“姓名/账号”或组织的完整路径',
  organizeSelect: '完整路径，如“中华学会/会员部”',
  depSelect: '完整路径，如“中华学会/会员部”',
  posSelect: '“组织路径/岗位名称”',
  roleSelect: '角色编码',
  groupSelect: '分组编码',
  areaSelect: '完整路径，如“北京市/北京市/海淀区”',
};

function catalogFor(field: FormField, row: Record<string, unknown>, lookups: Lookups): Promise<Catalog> | null {
  if (RELATION_KEYS.has(field.jnpfKey)) return lookups.relations(field, row);
  const kind = kindOf(field);
  return kind ? lookups.pickers(kind) : null;
}

const joined = (v: unknown) => (Array.isArray(v) ? v.map(String).join(',') : String(v));

/** The spellings a cell holds; a path sent back as an array of ids is one spelling. */
function spellingsOf(field: FormField, cell: unknown): string[] {
  if (!Array.isArray(cell)) return pieces(cell).map(String);
  if (PATH_PICKERS.has(field.jnpfKey) && !isMultiple(field) && !cell.some(Array.isArray)) return [joined(cell)];
  return cell.map(joined).filter(Boolean);
}

export async function namedToValue(
  field: FormField,
  cell: unknown,
  row: Record<string, unknown>,
  lookups: Lookups,
): Promise<Converted> {
  const catalog = await catalogFor(field, row, lookups);
  if (!catalog) return { value: cell };
  const spellings = spellingsOf(field, cell);
  if (!isMultiple(field) && spellings.length > 1) {
    return { value: cell, problem: `${field.label}只能填写一个值` };
  }
  const values: unknown[] = [];
  for (const text of spellings) {
    const found = catalog.find(text);
    if ('missing' in found) return unknownValue(field, cell, text);
    if ('ambiguous' in found) return ambiguousValue(field, cell, text, HINTS[field.jnpfKey] ?? '唯一的名称');
    values.push(found.entry.stored);
  }
  return { value: isMultiple(field) ? values : values[0] };
}

export async function namedToCell(
  field: FormField,
  value: unknown,
  row: Record<string, unknown>,
  lookups: Lookups,
): Promise<string> {
  const catalog = await catalogFor(field, row, lookups);
  const path = PATH_PICKERS.has(field.jnpfKey);
  const list = isMultiple(field) && Array.isArray(value) ? value : [value];
  const texts = list.map((v) => {
    const entry = catalog?.byStored(v);
    return entry ? catalog!.textOf(entry) : joined(v);
  });
  return texts.join(path ? PATH_JOIN : VALUE_JOIN);
}
