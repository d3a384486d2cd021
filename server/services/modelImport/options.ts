import type { Db } from '../../db/client';
import { selectorItems } from '../dictionaryData';
import { requireInterface, rowsOf, runInterface } from '../dataInterfaceRun';
import type { FieldNode, FormField } from '../formModel';
import { paramsFor, propsOf } from '../onlineDisplay';

/**
 * The options of a select-like field (static, dictionary or data-interface), as a spreadsheet import needs them
 * to turn labels into values and an export to turn values into labels. One lookup serves a whole file: each
 * source (and each set of interface parameters) is read once. A source that fails gives no options, so the
 * cells of that column are reported rather than the whole import failing.
 */

export type Option = Record<string, unknown>;

export interface OptionKeys {
  value: string;
  label: string;
  children: string;
}

/** The option keys of a field: the same reading as the list's display values. */
export const optionKeys: (node: FieldNode) => OptionKeys = propsOf;

/** True when the options depend on other values of the row (a linked select), so they are not the column's. */
export function dependsOnRow(node: FieldNode): boolean {
  const template = node.__config__?.templateJson;
  return Array.isArray(template) && (template as Record<string, unknown>[]).some((t) => Number(t.sourceType) === 1);
}

export type OptionLookup = (field: FormField, row: Record<string, unknown>) => Promise<Option[]>;

export function optionLookup(db: Db, userId: string): OptionLookup {
  const cache = new Map<string, Promise<Option[]>>();
  const once = (key: string, load: () => Promise<Option[]>) => {
    let hit = cache.get(key);
    if (!hit) {
      hit = load().catch(() => []);
      cache.set(key, hit);
    }
    return hit;
  };
  return async (field, row) => {
    const node = field.node;
    const config = node.__config__ ?? {};
    if (config.dataType === 'dictionary' && typeof config.dictionaryType === 'string' && config.dictionaryType) {
      const type = config.dictionaryType;
      return once(`d:${type}`, async () => (await selectorItems(db, type)) as Option[]);
    }
    if (config.dataType === 'dynamic' && typeof config.propsUrl === 'string' && config.propsUrl) {
      const id = config.propsUrl;
      const params = paramsFor(node, row);
      return once(`i:${id}:${JSON.stringify(params)}`, async () =>
        rowsOf(await runInterface(db, await requireInterface(db, id), params, { userId })),
      );
    }
    const slot = (node.__slot__ ?? {}) as { options?: unknown };
    const options = Array.isArray(node.options) ? node.options : slot.options;
    return Array.isArray(options) ? (options as Option[]) : [];
  };
}

const same = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/** The option whose value, or else whose label, is `text`, searched through the whole tree. */
export function findOption(options: Option[], text: unknown, keys: OptionKeys): Option | undefined {
  const walk = (list: Option[], key: string): Option | undefined => {
    for (const option of list) {
      if (same(option[key], text)) return option;
      const children = option[keys.children];
      if (Array.isArray(children)) {
        const found = walk(children as Option[], key);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(options, keys.value) ?? walk(options, keys.label);
}

/** A cascader path: each step found among the children of the step before, by value or label. */
export function findPath(options: Option[], steps: unknown[], keys: OptionKeys): Option[] | undefined {
  const path: Option[] = [];
  let level = options;
  for (const step of steps) {
    const found = level.find((o) => same(o[keys.value], step)) ?? level.find((o) => same(o[keys.label], step));
    if (!found) return undefined;
    path.push(found);
    level = Array.isArray(found[keys.children]) ? (found[keys.children] as Option[]) : [];
  }
  return path;
}
