/**
 * Multipart uploads of configuration files (Actions/Import of dictionaries, rules, menus…): the file plus plain
 * fields, through the one request layer (token, envelope, error toast). The browser sets the multipart boundary.
 */
import { request } from './http';
import type { ApiEnvelope } from '../../contract';

export function uploadForm(
  url: string,
  file: Blob & { name?: string },
  fields: Record<string, string | number | undefined> = {},
): Promise<ApiEnvelope<null>> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, String(value));
  body.append('file', file, file.name ?? 'upload');
  return request<null>({ url, method: 'post', data: body, raw: true });
}
