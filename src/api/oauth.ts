/** Session endpoints (/api/oauth, docs/contract.md). */
import { appConfig } from '../config';
import { get, post } from './http';
import { loadCipher } from './cipher';
import type { CurrentUserData, LockScreenBody, LoginConfig, LoginForm, LoginResult } from '../../contract';

/** What the login screen collects; `password` is the plain text, hashed here. */
export interface LoginCredentials {
  account: string;
  password: string;
  /** captcha text */
  code?: string;
  /** captcha key: the timestamp the captcha image was fetched with */
  timestamp?: string;
  origin?: string;
  jnpf_ticket?: string;
}

/**
 * POST /api/oauth/Login (form-encoded). Rejects with the whole envelope (`ApiEnvelope`) so the form can show
 * `msg` and react to the code (e.g. refresh the captcha); a network failure rejects with code NETWORK_ERROR_CODE.
 */
export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  const { encryptLoginPassword } = await loadCipher();
  const form: LoginForm = {
    account: credentials.account,
    password: encryptLoginPassword(credentials.password),
    code: credentials.code ?? '',
    timestamp: credentials.timestamp ?? '',
    origin: credentials.origin ?? 'password',
    grant_type: 'password',
    jnpf_ticket: credentials.jnpf_ticket,
  };
  return post<LoginResult>('/api/oauth/Login', form, { form: true, rejectWithResponse: true });
}

/** Whether the account needs a captcha (called when the account field loses focus). */
export function getLoginConfig(account: string): Promise<LoginConfig> {
  return get<LoginConfig>(`/api/oauth/getConfig/${encodeURIComponent(account)}`);
}

/** `src` of the captcha image; an <img> loads it directly (not enveloped, no auth header needed). */
export function captchaUrl(codeLength: number, timestamp: string | number): string {
  return `${appConfig.apiBase}/api/oauth/ImageCode/${codeLength}/${encodeURIComponent(String(timestamp))}`;
}

/** Menus, user info and permissions; `systemCode` only when running as a separate app. */
export function getCurrentUser(systemCode?: string): Promise<CurrentUserData> {
  return get<CurrentUserData>('/api/oauth/CurrentUser', systemCode ? { systemCode } : undefined);
}

export function logout(): Promise<null> {
  return get<null>('/api/oauth/Logout');
}

/** POST /api/oauth/LockScreen: md5 only, no AES (docs/security.md). `silent` when the screen shows the msg itself. */
export async function unlockScreen(
  account: string,
  plainPassword: string,
  opts: { silent?: boolean } = {},
): Promise<null> {
  const { md5Hex } = await loadCipher();
  const body: LockScreenBody = { account, password: md5Hex(plainPassword) };
  return post<null>('/api/oauth/LockScreen', body, opts);
}

/** Lets the server push a "change your password" reminder when the policy says it is due. */
export function updatePasswordMessage(): Promise<null> {
  return post<null>('/api/oauth/updatePasswordMessage');
}
