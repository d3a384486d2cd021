/** Portals (docs/portals.md, `/api/visualdev/Portal`): the cards of /home and of type-8 menus, and their designer. */
import { get, request } from '../http';
import type { ApiEnvelope, ListReply, MyPortals, PortalForm, PortalInfo, PortalListItem } from '../../../contract';

const BASE = '/api/visualdev/Portal';
const seg = (value: string) => encodeURIComponent(value);

/** Writes resolve with the whole envelope: the screen toasts the server's msg. */
function write<T = null>(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<T>> {
  return request<T>({ url, method, data, raw: true });
}

/** The enabled portals of the user's current system and the one /home opens. */
export function getMyPortals(): Promise<MyPortals> {
  return get<MyPortals>(`${BASE}/Mine`);
}

/** Every portal of the current system, disabled ones too (门户管理). */
export function getPortalList(keyword = ''): Promise<ListReply<PortalListItem>> {
  return get<ListReply<PortalListItem>>(BASE, keyword ? { keyword } : {});
}

export function getPortalInfo(id: string, options: { silent?: boolean } = {}): Promise<PortalInfo> {
  return get<PortalInfo>(`${BASE}/${seg(id)}`, undefined, options);
}

export function createPortal(body: PortalForm): Promise<ApiEnvelope<{ id: string }>> {
  return write<{ id: string }>('post', BASE, body);
}

export function updatePortal(id: string, body: PortalForm): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}`, body);
}

export function deletePortal(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${BASE}/${seg(id)}`);
}

export function setDefaultPortal(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}/Actions/SetDefault`);
}
