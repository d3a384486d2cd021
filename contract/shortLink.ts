/**
 * Public form links (/formShortLink, docs/public-forms.md): the wire types of the publish settings, the public
 * configuration and the public submission, plus the QR code payload the /qrcode page reads. Both the front end and
 * the server use them.
 */

/** What happens to internal people/organisation pickers on the public form. */
export type PickerMode = 'hide' | 'readonly';

/** GET /api/visualdev/ShortLink/{modelId}: the settings an administrator sees (never the password). */
export interface ShortLinkSettings {
  /** the link's id, the `id` of /formShortLink?id=…; empty before the first save */
  id: string;
  modelId: string;
  /** 1 on, 0 off */
  enabledMark: number;
  /** whether a password is set (the password itself never leaves the server) */
  hasPassword: boolean;
  /** epoch ms; null: no expiry */
  expireTime: number | null;
  /** 0: no limit */
  submitLimit: number;
  submitCount: number;
  onePerBrowser: number;
  resultView: number;
  pickerMode: PickerMode;
  /** optimistic lock: the save sends it back (docs/concurrency.md) */
  version: number;
}

/** PUT /api/visualdev/ShortLink/{modelId}. `password`: omitted keeps it, '' removes it, other text sets it. */
export interface ShortLinkSaveBody {
  enabledMark: number;
  password?: string;
  expireTime?: number | null;
  submitLimit?: number;
  onePerBrowser?: number;
  resultView?: number;
  pickerMode?: PickerMode;
  version?: number;
}

/** Why a public link does not open its form. */
export type ShortLinkState = 'ok' | 'password' | 'notFound' | 'disabled' | 'expired' | 'full';

/** POST /api/visualdev/ShortLink/public/{id}/Config (anonymous). Only `state` unless it is 'ok'. */
export interface PublicFormConfig {
  state: ShortLinkState;
  fullName?: string;
  /** the published form: the designer formData with internal pickers removed or made read-only */
  formData?: string;
  /** options of the dictionaries the form's fields use, by dictionary type */
  dictionaries?: Record<string, unknown[]>;
  onePerBrowser?: number;
  resultView?: number;
}

/** POST /api/visualdev/ShortLink/public/{id} (anonymous). */
export interface PublicSubmitBody {
  data: string;
  /** captcha text and the key it was fetched with (/api/file/ImageCode/{timestamp}) */
  code: string;
  timestamp: string;
  password?: string;
  /** the page's own random token, for one-submission-per-browser links */
  browserToken?: string;
}

export interface PublicSubmitResult {
  id: string;
  /** the secret of the record's result link, when the link shows results; empty otherwise */
  resultToken: string;
}

/** GET /api/visualdev/ShortLink/public/{id}/Result/{recordId}?token=… (anonymous, when results are shown). */
export interface PublicResult {
  fullName: string;
  formData: string;
  data: string;
}

/** The QR code dynamic payload of a record (t = 'DFD'). */
export interface RecordQrPayload {
  t: string;
  /** record id */
  id: string;
  /** model id */
  mid: string;
  /** model type */
  mt?: string;
  /** flow id */
  fid?: string;
  /** process id */
  pid?: string;
  /** flow task id */
  ftid?: string;
  /** operation */
  opt?: string;
}

export const RECORD_QR_TYPE = 'DFD';

/** A payload object or JSON text → the payload, or null when it is not a record's QR code. */
export function parseRecordQrPayload(input: unknown): RecordQrPayload | null {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' || typeof raw[key] === 'number' ? String(raw[key]) : '');
  if (text('t') !== RECORD_QR_TYPE || !text('id') || !text('mid')) return null;
  const payload: RecordQrPayload = { t: RECORD_QR_TYPE, id: text('id'), mid: text('mid') };
  for (const key of ['mt', 'fid', 'pid', 'ftid', 'opt'] as const) if (text(key)) payload[key] = text(key);
  return payload;
}
