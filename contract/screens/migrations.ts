import { expandPresets } from './presets';

/**
 * Screen files carry `schemaVersion`; when the dialect changes shape, a small patch per version step upgrades old
 * files on load (and in the meta-check), so nobody has to rewrite every file at once. Each patch has a test.
 */
export const CURRENT_SCHEMA_VERSION = 2;

type Json = Record<string, unknown>;

export interface SchemaPatch {
  /** the version it upgrades from; it produces from + 1 */
  from: number;
  description: string;
  migrate(schema: Json): Json;
}

const patches = new Map<number, SchemaPatch>();

export function registerSchemaPatch(patch: SchemaPatch): void {
  if (patches.has(patch.from)) throw new Error(`screen schema: a patch from version ${patch.from} already exists`);
  patches.set(patch.from, patch);
}

/** Copies the node tree, applying `visit` to every node (root, properties, recursively). */
export function mapNodes(schema: Json, visit: (node: Json) => Json): Json {
  const node = visit({ ...schema });
  const properties = node.properties as Record<string, Json> | undefined;
  if (properties && typeof properties === 'object') {
    node.properties = Object.fromEntries(Object.entries(properties).map(([k, child]) => [k, mapNodes(child, visit)]));
  }
  return node;
}

/**
 * The sample patch (version 1 → 2): version 1 named a Toolbar's button list `items`; it is `buttons` since
 * version 2, the word every other component uses for its clickable things.
 */
registerSchemaPatch({
  from: 1,
  description: 'Toolbar items → buttons',
  migrate: (schema) =>
    mapNodes(schema, (node) => {
      const props = node['x-component-props'] as Json | undefined;
      if (node['x-component'] !== 'Toolbar' || !props || !('items' in props) || 'buttons' in props) return node;
      const { items, ...rest } = props;
      return { ...node, 'x-component-props': { ...rest, buttons: items } };
    }),
});

export interface MigrationResult<T> {
  schema: T;
  /** descriptions of the patches applied, in order */
  applied: string[];
}

/**
 * Upgrades a schema to CURRENT_SCHEMA_VERSION. A schema without a numeric schemaVersion, or from the future,
 * is returned unchanged (the meta-check reports it).
 */
export function migrateScreen<T extends object>(schema: T): MigrationResult<T> {
  let current = schema as unknown as Json;
  const applied: string[] = [];
  let version = current.schemaVersion;
  while (typeof version === 'number' && version < CURRENT_SCHEMA_VERSION) {
    const patch = patches.get(version);
    if (!patch) throw new Error(`screen schema: no patch from version ${version}`);
    current = { ...patch.migrate(current), schemaVersion: version + 1 };
    applied.push(patch.description);
    version = current.schemaVersion;
  }
  // presets expand after the version patches, so a patch never has to know about them
  return { schema: expandPresets(current) as unknown as T, applied };
}
