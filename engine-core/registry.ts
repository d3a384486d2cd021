import type { AnyComponent, WidgetEntry } from './widgetTypes';

/**
 * What a converted form model names besides its jnpfKeys. The widget set supplies them with its entries, so
 * the engine draws no widget of its own.
 */
export interface FormParts {
  /** lays a node's children out in columns: the top level of every form */
  grid: AnyComponent;
  /** stands in for a jnpfKey the registry lacks, so a model never shows a blank gap */
  unknown: AnyComponent;
}

export interface WidgetRegistry {
  get(key: string): WidgetEntry | undefined;
  has(key: string): boolean;
  keys(): string[];
  entries(): WidgetEntry[];
  /** jnpfKey → component, ready for createSchemaField({ components }) */
  components(): Record<string, AnyComponent>;
  readonly formParts: FormParts;
}

/** A registry is a value, not a global: tests and tools build their own. A duplicate key is a bug: it throws. */
export function createRegistry(entries: readonly WidgetEntry[], formParts: FormParts): WidgetRegistry {
  const byKey = new Map<string, WidgetEntry>();
  for (const entry of entries) {
    if (!entry.key) throw new Error('widget registry: an entry has no key');
    if (byKey.has(entry.key)) throw new Error(`widget registry: duplicate jnpfKey "${entry.key}"`);
    byKey.set(entry.key, entry);
  }
  return {
    get: (key) => byKey.get(key),
    has: (key) => byKey.has(key),
    keys: () => [...byKey.keys()],
    entries: () => [...byKey.values()],
    components: () => Object.fromEntries([...byKey.values()].map((e) => [e.key, e.component])),
    formParts,
  };
}
