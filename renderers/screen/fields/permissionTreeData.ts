/** Pure helpers of PermissionTree: which keys a tree shows as ticked, and what a tick means for the value. */

export type PermissionKind = 'module' | 'button' | 'column' | 'form';
export const PERMISSION_KINDS: PermissionKind[] = ['module', 'button', 'column', 'form'];

/** The field's value: the ids a role holds, per kind (menus include their directories). */
export type PermissionValue = Record<PermissionKind, string[]>;

/** A node as the Values API answers it: systems → menus → items. */
export interface PermissionNode {
  id: string;
  fullName: string;
  type?: string;
  children?: PermissionNode[] | null;
}

export const emptyPermission = (): PermissionValue => ({ module: [], button: [], column: [], form: [] });

export function normalizePermission(value: unknown): PermissionValue {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const out = emptyPermission();
  for (const kind of PERMISSION_KINDS) {
    const list = source[kind];
    out[kind] = Array.isArray(list) ? [...new Set(list.map(String))] : [];
  }
  return out;
}

export function leafKeys(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? leafKeys(n.children) : [n.id]));
}

export function parentKeys(nodes: readonly PermissionNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentKeys(n.children)] : []));
}

/**
 * The keys to tick: only leaves, so a tree with conduction derives its parents (ticking a directory key would
 * tick every menu below it, including those the role does not hold).
 */
export function displayedKeys(held: readonly string[], nodes: readonly PermissionNode[]): string[] {
  const set = new Set(held);
  return leafKeys(nodes).filter((key) => set.has(key));
}

/** Menus: the ticked and half-ticked keys (a granted page needs its directory); the server drops system ids. */
export function moduleSelection(checked: readonly string[], halfChecked: readonly string[]): string[] {
  return [...new Set([...checked, ...halfChecked])];
}

/** Buttons, columns, forms: only the ticked item leaves of that kind count. */
export function itemSelection(
  checked: readonly string[],
  nodes: readonly PermissionNode[],
  kind: PermissionKind,
): string[] {
  const items = new Set<string>();
  const walk = (list: readonly PermissionNode[]) =>
    list.forEach((n) => {
      if (n.type === kind) items.add(n.id);
      if (n.children) walk(n.children);
    });
  walk(nodes);
  return checked.filter((key) => items.has(key));
}
