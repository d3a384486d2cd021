/** Serial-number rules (docs/contract.md). */
import { get, request } from '../http';
import { uploadForm } from '../upload';
import type {
  ApiEnvelope,
  BillRuleForm,
  BillRuleListItem,
  BillRuleListQuery,
  DownloadReply,
  ImportMode,
  PageResult,
} from '../../../contract';

const BASE = '/api/system/BillRule';
const seg = (value: string) => encodeURIComponent(value);

/** Writes resolve with the whole envelope: the screens show the server's `msg` on success (docs/contract.md). */
function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

/** The next number of a rule; an unknown code is refused with {code:400, msg:单据规则不存在} (clearer than the original 200 + text). */
export function getBillNumber(enCode: string): Promise<string> {
  return get<string>(`${BASE}/BillNumber/${encodeURIComponent(enCode)}`);
}

export function listBillRules(query: BillRuleListQuery): Promise<PageResult<BillRuleListItem>> {
  return get<PageResult<BillRuleListItem>>(BASE, query);
}

/** Enabled rules only, for the business-number template picker (any signed-in user; no numbers revealed). */
export function selectBillRules(query: BillRuleListQuery): Promise<PageResult<BillRuleListItem>> {
  return get<PageResult<BillRuleListItem>>(`${BASE}/Selector`, query);
}

export function getBillRule(id: string): Promise<BillRuleForm & { id: string }> {
  return get<BillRuleForm & { id: string }>(`${BASE}/${seg(id)}`);
}

export function createBillRule(body: BillRuleForm): Promise<ApiEnvelope<null>> {
  return write('post', BASE, body);
}

export function updateBillRule(id: string, body: BillRuleForm): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}`, { ...body, id });
}

export function deleteBillRule(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${BASE}/${seg(id)}`);
}

/** Flips enabledMark. */
export function toggleBillRuleState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}/Actions/State`);
}

/** A .bb file of the rule: a name and a download URL. */
export function exportBillRule(id: string): Promise<DownloadReply> {
  return get<DownloadReply>(`${BASE}/${seg(id)}/Actions/Export`);
}

export function importBillRule(file: Blob & { name?: string }, mode: ImportMode): Promise<ApiEnvelope<null>> {
  return uploadForm(`${BASE}/Actions/Import`, file, { type: mode });
}
