/**
 * The one HTTP client of the app (src/api is the only place that makes HTTP calls; docs/architecture.md).
 * Conventions: docs/contract.md. URL rules live in ./httpRules.
 */
import type { AxiosAdapter, AxiosRequestConfig, RawAxiosRequestHeaders } from 'axios';
import type { Sent } from './httpTransport';
import { appConfig } from '../config';
import { ApiCode, type ApiEnvelope } from '../../contract';
import { isSessionExempt, rawEnvelopeRule, SESSION_CODES, timeoutFor } from './httpRules';

export const GENERIC_ERROR_MSG = '请求出错，请重试';
export const ERROR_TOAST_SECONDS = 1.5;
/** `code` of an ApiError (or synthesized envelope) when no reply arrived: network failure, timeout. */
export const NETWORK_ERROR_CODE = -1;
/** `code` when a reply arrived but was not a `{code,msg,data}` envelope (e.g. an HTML error page of a proxy). */
export const INVALID_REPLY_CODE = -2;

/** Rejection value of every failed call (except `rejectWithResponse` calls, which reject with the envelope). */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly url: string;

  constructor(code: number, msg: string, data: unknown, url: string, options?: { cause?: unknown }) {
    super(msg, options);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.url = url;
  }
}

export interface HttpNotifier {
  /** Shows an error toast; settles once the toast has closed (the session redirect waits for that). */
  error(content: string, durationSeconds: number): PromiseLike<void>;
}

export interface HttpDeps {
  /** Current token, already carrying `Bearer ` (docs/contract.md), or nothing when signed out. */
  getToken: () => string | null | undefined;
  /** Called once the 600/601/602 toast has closed; the app resets the token and goes to /login. */
  onSessionExpired: () => void;
  notify: HttpNotifier;
}

export interface HttpConfigureOptions extends Partial<HttpDeps> {
  /** Replaces the transport; tests use a fake so no request leaves the process. */
  adapter?: AxiosAdapter;
}

export interface RequestOptions {
  /** Resolve with the whole envelope instead of `data`. */
  raw?: boolean;
  /** Send the payload `application/x-www-form-urlencoded` (login). */
  form?: boolean;
  /** Reject with the whole envelope instead of an ApiError (the login form reads `code` and `msg`). */
  rejectWithResponse?: boolean;
  /**
   * No error toast for business or transport failures (the caller shows its own feedback, or the call is
   * optional, e.g. a badge count polled from an endpoint an older server lacks). Session codes still sign out.
   */
  silent?: boolean;
}

export type RequestConfig = AxiosRequestConfig<unknown> & RequestOptions;
type HelperOptions = Omit<RequestConfig, 'url' | 'method' | 'params' | 'data'>;

// antd's message loads with the first toast (see ./toast)
const antdNotifier: HttpNotifier = {
  error: (content, durationSeconds) => import('./toast').then((toast) => toast.errorToast(content, durationSeconds)),
};

const deps: HttpDeps = { getToken: () => null, onSessionExpired: () => {}, notify: antdNotifier };

type Transport = typeof import('./httpTransport');
let transport: Promise<Transport> | null = null;
let adapter: AxiosAdapter | undefined;

/** axios on the first call (see ./httpTransport); a failed download is retried by the next call. */
async function loadTransport(): Promise<Transport> {
  transport ??= import('./httpTransport');
  const loaded = await transport.catch((err: unknown) => {
    transport = null;
    throw err;
  });
  if (adapter) loaded.setAdapter(adapter);
  return loaded;
}

/** Wires the app's token store, session handler and toasts; call once at start-up (tests call it per case). */
export function configureHttp(options: HttpConfigureOptions): void {
  const { adapter: replacement, ...rest } = options;
  for (const key of Object.keys(rest) as (keyof HttpDeps)[]) {
    if (rest[key]) Object.assign(deps, { [key]: rest[key] });
  }
  if (replacement) adapter = replacement;
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function toFormBody(data: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  return body.toString();
}

function buildConfig(config: AxiosRequestConfig<unknown>, form: boolean): AxiosRequestConfig<unknown> {
  const method = (config.method ?? 'get').toLowerCase();
  // GET/DELETE bodies are dropped by many proxies, so their payload always travels as query.
  const queryStyle = method === 'get' || method === 'delete';
  const payloadAsQuery = queryStyle && isPlainObject(config.data) ? config.data : {};
  const headers: RawAxiosRequestHeaders = {};
  const token = deps.getToken();
  if (token) headers.Authorization = token;
  if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  let data = queryStyle ? undefined : config.data;
  if (form && isPlainObject(data)) data = toFormBody(data);
  return {
    ...config,
    method,
    baseURL: config.baseURL ?? appConfig.apiBase,
    timeout: config.timeout ?? timeoutFor(config.url, appConfig.requestTimeout),
    headers: { ...headers, ...(config.headers as RawAxiosRequestHeaders | undefined) },
    params: { ...payloadAsQuery, ...(isPlainObject(config.params) ? config.params : {}), n: Date.now() },
    data,
  };
}

// Several calls failing with 600 at once must not stack toasts or redirect repeatedly.
let sessionExpiryPending = false;

function fail<T>(env: ApiEnvelope<unknown>, url: string, options: RequestOptions): Promise<T> {
  const msg = env.msg || GENERIC_ERROR_MSG;
  if (SESSION_CODES.has(env.code) && !isSessionExempt(url)) {
    if (!sessionExpiryPending) {
      sessionExpiryPending = true;
      const afterClose = () => {
        sessionExpiryPending = false;
        deps.onSessionExpired();
      };
      Promise.resolve(deps.notify.error(msg, ERROR_TOAST_SECONDS)).then(afterClose, afterClose);
    }
  } else if (!options.silent) {
    void deps.notify.error(msg, ERROR_TOAST_SECONDS);
  }
  return Promise.reject(options.rejectWithResponse ? env : new ApiError(env.code, msg, env.data, url));
}

function settle<T>(env: ApiEnvelope<unknown>, url: string, options: RequestOptions): Promise<T | ApiEnvelope<T>> {
  if (rawEnvelopeRule(url)) return Promise.resolve(env as ApiEnvelope<T>);
  if (env.code === ApiCode.ok) return Promise.resolve(options.raw ? (env as ApiEnvelope<T>) : (env.data as T));
  return fail(env, url, options);
}

/** A blob download that failed comes back as a JSON envelope inside the blob. */
async function settleBlob<T>(body: unknown, url: string, options: RequestOptions): Promise<T> {
  if (body instanceof Blob && body.type.includes('json')) {
    const parsed: unknown = await body
      .text()
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => undefined);
    if (isEnvelope(parsed) && parsed.code !== ApiCode.ok) return fail(parsed, url, options);
  }
  return body as T;
}

function transportFailure<T>(url: string, code: number, cause: unknown, options: RequestOptions): Promise<T> {
  if (!options.silent) void deps.notify.error(GENERIC_ERROR_MSG, ERROR_TOAST_SECONDS);
  if (options.rejectWithResponse)
    return Promise.reject({ code, msg: GENERIC_ERROR_MSG, data: null } satisfies ApiEnvelope<null>);
  return Promise.reject(new ApiError(code, GENERIC_ERROR_MSG, undefined, url, { cause }));
}

/**
 * Makes one call. Resolves with `data` of a code-200 envelope (the envelope itself with `raw: true` or for the
 * RAW_ENVELOPE_RULES URLs, the body for `responseType: 'blob' | 'arraybuffer'`). Otherwise toasts and rejects.
 */
export function request<T>(config: RequestConfig & { raw: true }): Promise<ApiEnvelope<T>>;
export function request<T>(config: RequestConfig): Promise<T>;
export async function request<T>(config: RequestConfig): Promise<T | ApiEnvelope<T>> {
  const { raw, form, rejectWithResponse, silent, ...axiosConfig } = config;
  const options: RequestOptions = { raw, form, rejectWithResponse, silent };
  const url = axiosConfig.url ?? '';
  let sent: Sent;
  try {
    sent = await (await loadTransport()).send(buildConfig(axiosConfig, form ?? false));
  } catch (err) {
    return transportFailure<T>(url, NETWORK_ERROR_CODE, err, options); // the transport itself did not load
  }
  if (!sent.ok) {
    if (sent.cancelled) throw sent.error; // aborted on purpose (navigation): no toast
    // The contract sends envelopes with HTTP 200, but a gateway may wrap them in 401/500: honour the envelope.
    if (isEnvelope(sent.replied)) return settle<T>(sent.replied, url, options);
    return transportFailure<T>(url, NETWORK_ERROR_CODE, sent.error, options);
  }
  const body = sent.body;
  if (axiosConfig.responseType === 'blob' || axiosConfig.responseType === 'arraybuffer') {
    return settleBlob<T>(body, url, options);
  }
  if (!isEnvelope(body)) return transportFailure<T>(url, INVALID_REPLY_CODE, body, options);
  return settle<T>(body, url, options);
}

export function get<T>(url: string, params?: object, options?: HelperOptions): Promise<T> {
  return request<T>({ ...options, url, method: 'get', params });
}

export function post<T>(url: string, data?: unknown, options?: HelperOptions): Promise<T> {
  return request<T>({ ...options, url, method: 'post', data });
}

export function put<T>(url: string, data?: unknown, options?: HelperOptions): Promise<T> {
  return request<T>({ ...options, url, method: 'put', data });
}

export function del<T>(url: string, params?: object, options?: HelperOptions): Promise<T> {
  return request<T>({ ...options, url, method: 'delete', params });
}
