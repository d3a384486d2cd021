import actionMeta from '../../schemas/meta/action.schema.json';
import screenMeta from '../../schemas/meta/screen.schema.json';

/**
 * Which property of a screen file holds which kind of name, read from the meta-schemas themselves: wherever a
 * property's schema is `{ "$ref": "names.schema.json#/definitions/<kind>" }` (directly or as the items of an
 * array), a value of that property is a `<kind>` (componentName, apiName, actionName, iconName, dialogId). The
 * editor completes those values from the same tables the validator checks them against.
 */

export type NameKind = 'componentName' | 'apiName' | 'actionName' | 'iconName' | 'dialogId';

const NAME_REF = /^names\.schema\.json#\/definitions\/(\w+)$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function nameKindOf(schema: unknown): NameKind | null {
  if (!isObject(schema)) return null;
  const ref = typeof schema.$ref === 'string' ? NAME_REF.exec(schema.$ref) : null;
  if (ref) return ref[1] as NameKind;
  return schema.items ? nameKindOf(schema.items) : null;
}

function collect(node: unknown, found: Map<string, NameKind>): void {
  if (Array.isArray(node)) return node.forEach((item) => collect(item, found));
  if (!isObject(node)) return;
  if (isObject(node.properties)) {
    for (const [property, schema] of Object.entries(node.properties)) {
      const kind = nameKindOf(schema);
      if (kind) found.set(property, kind);
    }
  }
  for (const value of Object.values(node)) collect(value, found);
}

let cached: Map<string, NameKind> | null = null;

/** property name → the kind of name its value is, e.g. `x-component` → componentName, `api` → apiName */
export function namedProperties(): ReadonlyMap<string, NameKind> {
  if (!cached) {
    cached = new Map();
    collect(screenMeta, cached);
    collect(actionMeta, cached);
  }
  return cached;
}
