/** Message templates (docs/contract.md) and the minimal send configuration. */
import { get, request } from '../http';
import type {
  ApiEnvelope,
  MessageTemplateForm,
  MessageTemplateItem,
  MessageTemplateListQuery,
  PageResult,
  SendMessageConfig,
} from '../../../contract';

const BASE = '/api/message/MessageTemplateConfig';
const seg = (value: string) => encodeURIComponent(value);

/** Writes resolve with the whole envelope: the screen toasts the server's msg (docs/contract.md). */
function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getMessageTemplateList(query: MessageTemplateListQuery): Promise<PageResult<MessageTemplateItem>> {
  return get<PageResult<MessageTemplateItem>>(BASE, query);
}

export function getMessageTemplateInfo(id: string): Promise<Required<MessageTemplateForm>> {
  return get<Required<MessageTemplateForm>>(`${BASE}/${seg(id)}`);
}

export function createMessageTemplate(body: MessageTemplateForm): Promise<ApiEnvelope<null>> {
  return write('post', BASE, body);
}

export function updateMessageTemplate(id: string, body: MessageTemplateForm): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}`, { ...body, id });
}

export function deleteMessageTemplate(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${BASE}/${seg(id)}`);
}

export function copyMessageTemplate(id: string): Promise<ApiEnvelope<null>> {
  return write('post', `${BASE}/${seg(id)}/Actions/Copy`);
}

export function getSendMessageConfig(id: string): Promise<SendMessageConfig> {
  return get<SendMessageConfig>(`/api/message/SendMessageConfig/${seg(id)}`);
}
