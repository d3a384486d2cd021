/** The reply envelope every JSON endpoint of the contract uses. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Codes the front end acts on (see docs/contract.md, "Envelope and codes"). */
export const ApiCode = {
  ok: 200,
  business: 400,
  forbidden: 403,
  serverError: 500,
  /** token expired or revoked */
  sessionExpired: 600,
  /** signed in elsewhere (single-login kick) */
  sessionKicked: 601,
  /** token invalid */
  sessionInvalid: 602,
} as const;

/** Paged list reply shape. */
export interface PageResult<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** Common paging query. */
export interface PageQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  sidx?: string;
  sort?: 'asc' | 'desc' | string;
}
