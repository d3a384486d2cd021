/** Menu administration (`/api/system/Menu`, docs/contract.md). The sidebar reads its menus from CurrentUser. */
import { get, request } from '../http';
import { uploadForm } from '../upload';
import type {
  ApiEnvelope,
  DownloadReply,
  ImportMode,
  ListReply,
  MenuCategory,
  MenuInfo,
  MenuInput,
  MenuListQuery,
  MenuSelectorAllNode,
  MenuSelectorNode,
  MenuTreeRow,
} from '../../../contract';

const MENU = '/api/system/Menu';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

/** Every menu of a system (disabled ones too) as a tree. */
export function getMenuTree(systemId: string, query: MenuListQuery = {}): Promise<ListReply<MenuTreeRow>> {
  return get<ListReply<MenuTreeRow>>(`${MENU}/ModuleBySystem/${seg(systemId)}`, query);
}

/** The parent picker: 顶级节点 with the system's directories, without `excludeId` ('0' for none) and below it. */
export function getMenuSelector(
  excludeId: string,
  systemId: string,
  category: MenuCategory = 'Web',
): Promise<ListReply<MenuSelectorNode>> {
  return get<ListReply<MenuSelectorNode>>(`${MENU}/Selector/${seg(excludeId || '0')}/${seg(systemId)}`, { category });
}

/** Systems (roots, parentId '0') with all their menus. */
export function getMenuSelectorAll(category?: MenuCategory): Promise<ListReply<MenuSelectorAllNode>> {
  return get<ListReply<MenuSelectorAllNode>>(`${MENU}/Selector/All`, category ? { category } : undefined);
}

export function getMenuInfo(id: string): Promise<MenuInfo> {
  return get<MenuInfo>(`${MENU}/${seg(id)}`);
}

export function createMenu(body: MenuInput): Promise<ApiEnvelope<null>> {
  return write('post', MENU, body);
}

export function updateMenu(id: string, body: MenuInput): Promise<ApiEnvelope<null>> {
  return write('put', `${MENU}/${seg(id)}`, { ...body, id });
}

export function deleteMenu(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${MENU}/${seg(id)}`);
}

export function toggleMenuState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${MENU}/${seg(id)}/Actions/State`);
}

/** A .bm file of the menu and everything below it: a name and a download URL. */
export function exportMenu(id: string): Promise<DownloadReply> {
  return get<DownloadReply>(`${MENU}/${seg(id)}/Actions/Export`);
}

/** Import of a .bm/.json menu file under `parentId` ('-1' top); mode 0 skips duplicates, 1 appends copies. */
export function importMenu(
  systemId: string,
  file: Blob & { name?: string },
  fields: { parentId: string; type: ImportMode; category?: MenuCategory },
): Promise<ApiEnvelope<null>> {
  return uploadForm(`${MENU}/${seg(systemId)}/Actions/Import`, file, { category: 'Web', ...fields });
}
