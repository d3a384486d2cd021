import type { UserPickerNode } from '../../../contract';
import type { EngineMessage } from '../../../engine-core/i18n';
import type { PickerNode, PickerTab } from './types';

/** Turning the services' nodes into picker nodes, and the client-side paging of whole trees. */

/** Picker page size (the platform's constant). */
export const PAGE_SIZE = 20;

const asPath = (value: unknown): string[] | undefined => {
  if (!Array.isArray(value) || !value.length) return undefined;
  // users carry one comma-joined path per organisation; organisations their own path as a list
  return value.every((v) => typeof v === 'string' && !v.includes(',')) ? (value as string[]) : undefined;
};

/** A node of a user tree, a condition list or the echo of a value. */
export function fromUserNode(node: UserPickerNode): PickerNode {
  return {
    id: node.id,
    fullName: node.fullName,
    type: node.type,
    icon: node.icon,
    organize: node.organize,
    organizeIds:
      asPath(node.organizeIds) ?? (node.organizeIdTree ? node.organizeIdTree.split(',').filter(Boolean) : undefined),
    hasChildren: node.type !== 'user' && node.type !== 'system' && node.hasChildren !== false,
  };
}

/** The shape every option tree of the services shares (organisations, positions, roles, groups). */
export interface TreeSourceNode {
  id: string;
  fullName: string;
  type: string;
  icon?: string;
  organize?: string;
  organizeIds?: string[];
  children?: TreeSourceNode[] | null;
}

/** A whole tree, its children loaded; `parentPath` builds organisation id paths where the source has none. */
export function fromTree(nodes: readonly TreeSourceNode[], parentPath: string[] = []): PickerNode[] {
  return nodes.map((n) => {
    const path = n.organizeIds?.length ? n.organizeIds : [...parentPath, n.id];
    const children = n.children?.length ? fromTree(n.children, path) : undefined;
    return {
      id: n.id,
      fullName: n.fullName,
      type: n.type,
      icon: n.icon,
      organize: n.organize,
      organizeIds: path,
      hasChildren: Boolean(children),
      children,
    };
  });
}

export function flatten(nodes: readonly PickerNode[]): PickerNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

export function clientPage<T>(list: readonly T[], currentPage: number, pageSize: number): T[] {
  const start = (currentPage - 1) * pageSize;
  return list.slice(start, start + pageSize);
}

export const matchesKeyword = (node: PickerNode, keyword: string) =>
  !keyword || `${node.fullName} ${node.organize ?? ''}`.toLowerCase().includes(keyword.toLowerCase());

/**
 * A tab over a whole tree loaded once (organisations, positions, roles, groups): browsing opens its branches,
 * a keyword lists the choosable nodes whose name matches, PAGE_SIZE at a time.
 */
export function wholeTreeTab(
  key: string,
  label: EngineMessage,
  load: () => Promise<PickerNode[]>,
  choosable: (node: PickerNode) => boolean,
): PickerTab {
  let tree: Promise<PickerNode[]> | undefined;
  const get = () => {
    tree ??= load().catch((error: unknown) => {
      tree = undefined;
      throw error;
    });
    return tree;
  };
  return {
    key,
    label,
    children: async (parent) => (parent ? (parent.children ?? []) : get()),
    page: async (keyword, currentPage, pageSize) =>
      clientPage(
        flatten(await get()).filter((n) => choosable(n) && matchesKeyword(n, keyword)),
        currentPage,
        pageSize,
      ),
  };
}

/** A list tab over one fixed list (system variables, the allowed items of a custom range). */
export function fixedListTab(key: string, label: EngineMessage, load: () => Promise<PickerNode[]>): PickerTab {
  return {
    key,
    label,
    page: async (keyword, currentPage, pageSize) =>
      clientPage(
        (await load()).filter((n) => matchesKeyword(n, keyword)),
        currentPage,
        pageSize,
      ),
  };
}
