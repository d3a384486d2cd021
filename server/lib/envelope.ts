import type { ApiEnvelope } from '../../contract';

/** Every JSON reply of the contract: HTTP 200 with {code, msg, data}; the front end acts on `code` only. */
export const Code = {
  ok: 200,
  business: 400,
  notFound: 404,
  serverError: 500,
  sessionExpired: 600,
  sessionKicked: 601,
  sessionInvalid: 602,
} as const;

export function ok<T>(data: T, msg = '操作成功'): ApiEnvelope<T> {
  return { code: Code.ok, msg, data };
}

export function fail(code: number, msg: string): ApiEnvelope<null> {
  return { code, msg, data: null };
}

/** Thrown by handlers for an expected refusal; the error handler turns it into {code, msg} (400 by default). */
export class BizError extends Error {
  override name = 'BizError';
  constructor(
    message: string,
    readonly code: number = Code.business,
  ) {
    super(message);
  }
}
