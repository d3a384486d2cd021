import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';

type SyntaxNode = ReturnType<ReturnType<typeof syntaxTree>['resolveInner']>;

/** kind of name → the names of that kind, e.g. componentName → ['Page', 'CrudTable', …] */
export type NameTable = Readonly<Record<string, readonly string[]>>;

/** The name of the property whose value (or array item) the string node is; null for a key or a bare string. */
function propertyOf(node: SyntaxNode, text: (from: number, to: number) => string): string | null {
  let parent = node.parent;
  if (parent?.name === 'Array') parent = parent.parent;
  if (parent?.name !== 'Property') return null;
  const key = parent.firstChild;
  if (!key || key.name !== 'PropertyName' || key.from === node.from) return null;
  try {
    return JSON.parse(text(key.from, key.to)) as string;
  } catch {
    return null;
  }
}

/**
 * Completes the string value of a property that names something (`"x-component": "Cr|"`) with the names of its
 * kind: which property holds which kind comes from the meta-schema (contract/screens/completionKeys.ts), the names
 * from the app's live tables, so the editor offers exactly what the validator accepts.
 */
export function nameCompletionSource(
  kindOfProperty: ReadonlyMap<string, string>,
  names: NameTable,
  detail: Readonly<Record<string, string>> = {},
): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const node = syntaxTree(context.state).resolveInner(context.pos, -1);
    if (node.name !== 'String') return null;
    const property = propertyOf(node, (from, to) => context.state.sliceDoc(from, to));
    const kind = property ? kindOfProperty.get(property) : undefined;
    const list = kind ? names[kind] : undefined;
    if (!kind || !list?.length) return null;
    const closed = node.to - node.from >= 2 && context.state.sliceDoc(node.to - 1, node.to) === '"';
    const to = closed && node.to > context.pos ? node.to - 1 : context.pos;
    const options: Completion[] = list.map((label) => ({ label, type: 'constant', detail: detail[kind] ?? kind }));
    return { from: node.from + 1, to, options, validFor: /^[\w.$/-]*$/ };
  };
}
