/**
 * Wire types of the other sign-in modes and the public account screens. The platform's API lists these endpoints
 * as optional, without shapes, so these are ours (docs/contract.md); the reference server implements them as written.
 */

/** POST /api/oauth/SmsCode (JSON): send a one-time code to this mobile (login and password reset). */
export interface SmsCodeBody {
  mobile: string;
}

/** POST /api/oauth/Login (form-encoded) with origin 'sms': the mobile is the account, `code` the SMS code. */
export interface SmsLoginForm {
  account: string;
  code: string;
  origin: 'sms';
  grant_type: 'password';
}

/**
 * GET /api/oauth/codeCertificate: a one-time ticket the QR code carries. Servers answer either the bare ticket
 * or `{ticket}`; the client accepts both.
 */
export type CodeCertificate = string | { ticket: string };

/**
 * GET /api/oauth/codeCertificateStatus/{ticket}. status: 0 waiting for a scan, 2 scanned (waiting for the
 * confirmation in the app), 1 confirmed (`value` is the session token with `Bearer `), anything else
 * expired or refused (a new code is needed). A mobile app confirms through setCodeCertificateStatus/{ticket}/1.
 */
export interface CodeCertificateStatus {
  status: number;
  value?: string;
}

/** POST /api/oauth/Register (JSON): self-registration, checked with the image captcha. */
export interface RegisterBody {
  /** the password AES-encrypted like the login password: lets the server enforce the password policy */
  encryptedPassword?: string;
  account: string;
  realName: string;
  mobilePhone: string;
  email?: string;
  /** md5 hex */
  password: string;
  /** captcha text of /api/oauth/ImageCode/{len}/{timestamp} */
  code: string;
  timestamp: string;
}

/** POST /api/oauth/ResetPassword (JSON): a new password for the account bound to this mobile, proven by SMS. */
export interface ResetPasswordBody {
  /** the password AES-encrypted like the login password: lets the server enforce the password policy */
  encryptedPassword?: string;
  mobile: string;
  /** the SMS code from /api/oauth/SmsCode */
  code: string;
  /** md5 hex */
  password: string;
}
