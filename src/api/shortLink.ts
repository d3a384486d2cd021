/** Public form links (docs/public-forms.md): the administrator's publish settings and the anonymous public page. */
import { appConfig } from '../config';
import { get, post, put } from './http';
import type { ApiEnvelope } from '../../contract';
import type {
  PublicFormConfig,
  PublicResult,
  PublicSubmitBody,
  PublicSubmitResult,
  ShortLinkSaveBody,
  ShortLinkSettings,
} from '../../contract/shortLink';

const BASE = '/api/visualdev/ShortLink';
const seg = (value: string) => encodeURIComponent(value);

export function getShortLink(modelId: string): Promise<ShortLinkSettings> {
  return get<ShortLinkSettings>(`${BASE}/${seg(modelId)}`);
}

/** Resolves with the whole envelope: the dialog toasts the server's own `msg`. */
export function saveShortLink(modelId: string, body: ShortLinkSaveBody): Promise<ApiEnvelope<ShortLinkSettings>> {
  return put<ApiEnvelope<ShortLinkSettings>>(`${BASE}/${seg(modelId)}`, body, { raw: true });
}

/** Which of the shown records came in through the public link (the list marks them). */
export function getPublicRecordIds(modelId: string, ids: string[]): Promise<string[]> {
  return post<string[]>(`${BASE}/${seg(modelId)}/PublicIds`, { ids }, { silent: true });
}

/**
 * The anonymous calls reject with the envelope and show no toast: the public page says what went wrong in its
 * own words, beside the form.
 */
const quiet = { silent: true, rejectWithResponse: true } as const;

export function getPublicFormConfig(id: string, password?: string): Promise<PublicFormConfig> {
  return post<PublicFormConfig>(`${BASE}/public/${seg(id)}/Config`, password ? { password } : {}, quiet);
}

export function submitPublicForm(id: string, body: PublicSubmitBody): Promise<PublicSubmitResult> {
  return post<PublicSubmitResult>(`${BASE}/public/${seg(id)}`, body, quiet);
}

export function getPublicResult(id: string, recordId: string, token: string): Promise<PublicResult> {
  return get<PublicResult>(`${BASE}/public/${seg(id)}/Result/${seg(recordId)}`, { token }, quiet);
}

/** The captcha image of a key (the key goes back with the submission as `timestamp`). */
export function publicCaptchaUrl(key: string): string {
  return `${appConfig.apiBase}/api/file/ImageCode/${seg(key)}`;
}

/** The model's public link id when its form is open to the public now, else '' (a scanned record QR code). */
export function getOpenLinkOfModel(modelId: string): Promise<{ id: string }> {
  return get<{ id: string }>(`${BASE}/public/model/${seg(modelId)}`, undefined, quiet);
}
