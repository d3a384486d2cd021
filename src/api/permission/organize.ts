/** Organisations and departments (`/api/permission/Organize`, docs/contract.md). */
import { get, post, request } from '../http';
import type {
  ApiEnvelope,
  ListReply,
  OrganizeConditionInput,
  OrganizeInfo,
  OrganizeInput,
  OrganizeListQuery,
  OrganizeNode,
} from '../../../contract';
import { NODE_ICONS, VIRTUAL_ROOT_ID, VIRTUAL_ROOT_NAME } from '../../../contract';

const ORG = '/api/permission/Organize';
const DEPT = `${ORG}/Department`;
const seg = (value: string) => encodeURIComponent(value);

/** Writes resolve with the whole envelope: the screens toast the server's `msg` (docs/contract.md). */
function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getOrganizeList(query: OrganizeListQuery = {}): Promise<ListReply<OrganizeNode>> {
  return get<ListReply<OrganizeNode>>(ORG, query);
}

/** ★ companies and departments, every state (the trees of the admin screens, pickers). */
export function getOrganizeTree(): Promise<ListReply<OrganizeNode>> {
  return get<ListReply<OrganizeNode>>(`${ORG}/Tree`);
}

/** ★ companies only, without `excludeId` and below ('0' when creating). */
export function getCompanySelector(excludeId = '0'): Promise<ListReply<OrganizeNode>> {
  return get<ListReply<OrganizeNode>>(`${ORG}/Selector/${seg(excludeId)}`);
}

export function getCompanySelectorByAuth(excludeId = '0'): Promise<ListReply<OrganizeNode>> {
  return get<ListReply<OrganizeNode>>(`${ORG}/SelectorByAuth/${seg(excludeId)}`);
}

/** ★ companies and departments, without `excludeId` and below. */
export function getDepartmentSelector(excludeId = '0'): Promise<ListReply<OrganizeNode>> {
  return get<ListReply<OrganizeNode>>(`${DEPT}/Selector/${seg(excludeId)}`);
}

export function getDepartmentSelectorByAuth(excludeId = '0'): Promise<ListReply<OrganizeNode>> {
  return get<ListReply<OrganizeNode>>(`${DEPT}/SelectorByAuth/${seg(excludeId)}`);
}

/** ★ only the given organisations (custom range of the pickers). */
export function getOrganizeCondition(body: OrganizeConditionInput): Promise<ListReply<OrganizeNode>> {
  return post<ListReply<OrganizeNode>>(`${ORG}/OrganizeCondition`, body);
}

/**
 * The virtual root of the organisation pickers: id "-1", 顶级节点, always a branch. A company
 * dialog offers it as the parent of a top company; the nodes given become its children.
 */
export function withVirtualRoot(nodes: OrganizeNode[]): OrganizeNode[] {
  return [
    {
      id: VIRTUAL_ROOT_ID,
      parentId: '0',
      fullName: VIRTUAL_ROOT_NAME,
      enCode: '',
      type: 'company',
      category: 'company',
      icon: NODE_ICONS.company,
      enabledMark: 1,
      sortCode: 0,
      description: '',
      creatorTime: null,
      managerId: null,
      organizeIdTree: VIRTUAL_ROOT_ID,
      organizeIds: [VIRTUAL_ROOT_ID],
      organize: VIRTUAL_ROOT_NAME,
      lastFullName: VIRTUAL_ROOT_NAME,
      hasChildren: true,
      isLeaf: false,
      children: nodes,
    },
  ];
}

export function getOrganizeInfo(id: string): Promise<OrganizeInfo> {
  return get<OrganizeInfo>(`${ORG}/${seg(id)}`);
}

export function getDepartmentInfo(id: string): Promise<OrganizeInfo> {
  return get<OrganizeInfo>(`${DEPT}/${seg(id)}`);
}

export function createCompany(body: OrganizeInput): Promise<ApiEnvelope<null>> {
  return write('post', ORG, body);
}

export function updateCompany(id: string, body: OrganizeInput): Promise<ApiEnvelope<null>> {
  return write('put', `${ORG}/${seg(id)}`, { ...body, id });
}

export function createDepartment(body: OrganizeInput): Promise<ApiEnvelope<null>> {
  return write('post', DEPT, body);
}

export function updateDepartment(id: string, body: OrganizeInput): Promise<ApiEnvelope<null>> {
  return write('put', `${DEPT}/${seg(id)}`, { ...body, id });
}

/** Companies and departments alike. */
export function deleteOrganize(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${ORG}/${seg(id)}`);
}

export function toggleOrganizeState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${ORG}/${seg(id)}/Actions/State`);
}
