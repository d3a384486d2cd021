import { pageComponentNames } from './components';

type Node = Record<string, unknown>;

const PAGE_COMPONENTS = new Set<string>(pageComponentNames);

/**
 * Page components evaluate their own props: row actions need `$record`, actions must stay unevaluated until they
 * run. Formily would compile `x-component-props` up front, so those nodes are marked `x-compile-omitted`.
 * Returns a copy; the input (often an imported JSON module) is never mutated.
 */
export function prepareSchema<T extends object>(schema: T): T {
  const walk = (node: Node): Node => {
    const copy: Node = { ...node };
    if (typeof copy['x-component'] === 'string' && PAGE_COMPONENTS.has(copy['x-component'])) {
      const omitted = Array.isArray(copy['x-compile-omitted']) ? (copy['x-compile-omitted'] as string[]) : [];
      copy['x-compile-omitted'] = [...new Set([...omitted, 'x-component-props'])];
    }
    const properties = copy.properties as Record<string, Node> | undefined;
    if (properties && typeof properties === 'object') {
      copy.properties = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, walk(child)]));
    }
    return copy;
  };
  return walk(schema as Node) as T;
}
