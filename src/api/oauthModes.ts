/** Sign-in by SMS code and by app-scanned QR code, self-registration and password reset (see types/oauthModes). */
import { get, post } from './http';
import { loadCipher } from './cipher';
import type {
  CodeCertificate,
  CodeCertificateStatus,
  LoginResult,
  RegisterBody,
  ResetPasswordBody,
  SmsCodeBody,
  SmsLoginForm,
} from '../../contract';

export function sendSmsCode(mobile: string): Promise<null> {
  const body: SmsCodeBody = { mobile };
  return post<null>('/api/oauth/SmsCode', body);
}

/** Rejects with the whole envelope, like the password login, so the form shows `msg` inline. */
export function smsLogin(mobile: string, code: string): Promise<LoginResult> {
  const form: SmsLoginForm = { account: mobile, code, origin: 'sms', grant_type: 'password' };
  return post<LoginResult>('/api/oauth/Login', form, { form: true, rejectWithResponse: true });
}

/** A fresh QR-login ticket. */
export async function createQrTicket(): Promise<string> {
  const reply = await get<CodeCertificate>('/api/oauth/codeCertificate', undefined, { silent: true });
  const ticket = typeof reply === 'string' ? reply : reply?.ticket;
  if (!ticket) throw new Error('no ticket');
  return ticket;
}

/** Polled every 2 s while the QR code is shown; silent because a poll failing once is not worth a toast. */
export function qrTicketStatus(ticket: string): Promise<CodeCertificateStatus> {
  return get<CodeCertificateStatus>(`/api/oauth/codeCertificateStatus/${encodeURIComponent(ticket)}`, undefined, {
    silent: true,
  });
}

export interface RegisterInput extends Omit<RegisterBody, 'password'> {
  /** plain text; sent md5-hashed */
  password: string;
}

export async function register(input: RegisterInput): Promise<null> {
  const { encryptNewPassword, md5Hex } = await loadCipher();
  return post<null>('/api/oauth/Register', {
    ...input,
    password: md5Hex(input.password),
    encryptedPassword: encryptNewPassword(input.password),
  } satisfies RegisterBody);
}

export interface ResetPasswordInput extends Omit<ResetPasswordBody, 'password'> {
  password: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<null> {
  const { encryptNewPassword, md5Hex } = await loadCipher();
  return post<null>('/api/oauth/ResetPassword', {
    ...input,
    password: md5Hex(input.password),
    encryptedPassword: encryptNewPassword(input.password),
  } satisfies ResetPasswordBody);
}
