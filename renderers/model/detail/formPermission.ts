/**
 * Field permissions of the detail viewer: when the list designer turned form permission on, a field shows only
 * if the menu's permission list grants its code — its __vModel__, and for a child-table column
 * `<table>-<column>` (the platform's parent-child code). Layout containers have no code and stay, with their
 * children filtered. The check comes from the host (the engine never reads the session).
 */

type Node = Record<string, unknown> & { __config__?: Record<string, unknown>; __vModel__?: unknown };

function filterNodes(nodes: unknown, allowed: (code: string) => boolean, table: string | null): unknown[] {
  if (!Array.isArray(nodes)) return [];
  const out: unknown[] = [];
  for (const item of nodes) {
    if (!item || typeof item !== 'object') continue;
    const node = item as Node;
    const vModel = typeof node.__vModel__ === 'string' ? node.__vModel__ : '';
    const isTable = node.__config__?.jnpfKey === 'table';
    if (vModel && !allowed(table ? `${table}-${vModel}` : vModel)) continue;
    const children = node.__config__?.children;
    if (!Array.isArray(children)) {
      out.push(node);
      continue;
    }
    const inner = isTable && vModel ? vModel : table;
    out.push({ ...node, __config__: { ...node.__config__, children: filterNodes(children, allowed, inner) } });
  }
  return out;
}

/** The formData (object or JSON text) with the fields the user may not see removed. */
export function withFormPermission(formData: unknown, allowed: (code: string) => boolean): unknown {
  let parsed: unknown = formData;
  if (typeof formData === 'string') {
    try {
      parsed = JSON.parse(formData);
    } catch {
      return formData;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return formData;
  const conf = parsed as Record<string, unknown>;
  return { ...conf, fields: filterNodes(conf.fields, allowed, null) };
}
