import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { OidcConfig } from '../../config';
import { SsoError } from './ssoError';

/**
 * What we ask of the OpenID Connect provider: its discovery document, the code exchange at its token endpoint,
 * and the ID token checked against its published keys. Signature, iss, aud and exp are checked by `jose` (a
 * maintained, dependency-free JOSE implementation), the nonce here.
 */

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

const PROVIDER_TIMEOUT_MS = 10_000;
const METADATA_TTL_MS = 10 * 60_000;
/** clocks of two servers differ a little; a minute of skew is what most providers allow */
const CLOCK_TOLERANCE_SECONDS = 60;

const metadataCache = new Map<string, { metadata: ProviderMetadata; fetchedAt: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function fetchJson(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw new SsoError('providerDown', `provider unreachable: ${url}`);
  }
  try {
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    throw new SsoError('providerDown', `provider answered ${response.status} without JSON: ${url}`);
  }
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/** The discovery document, cached for ten minutes: every sign-in would otherwise fetch it twice. */
export async function providerMetadata(oidc: OidcConfig): Promise<ProviderMetadata> {
  const cached = metadataCache.get(oidc.discoveryUrl);
  if (cached && Date.now() - cached.fetchedAt < METADATA_TTL_MS) return cached.metadata;
  const { status, body } = await fetchJson(oidc.discoveryUrl);
  const doc = (body ?? {}) as Partial<ProviderMetadata>;
  const valid =
    status === 200 &&
    typeof doc.issuer === 'string' &&
    isUrl(doc.authorization_endpoint) &&
    isUrl(doc.token_endpoint) &&
    isUrl(doc.jwks_uri);
  if (!valid) throw new SsoError('providerDown', `discovery document unusable (HTTP ${status})`);
  const metadata = doc as ProviderMetadata;
  metadataCache.set(oidc.discoveryUrl, { metadata, fetchedAt: Date.now() });
  return metadata;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/** client_secret_basic is the OIDC default; client_secret_post only when the provider offers nothing else. */
function clientAuthentication(oidc: OidcConfig, metadata: ProviderMetadata, form: URLSearchParams): HeadersInit {
  const methods = metadata.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    form.set('client_id', oidc.clientId);
    form.set('client_secret', oidc.clientSecret);
    return {};
  }
  const basic = `${encodeURIComponent(oidc.clientId)}:${encodeURIComponent(oidc.clientSecret)}`;
  form.set('client_id', oidc.clientId);
  return { authorization: `Basic ${Buffer.from(basic).toString('base64')}` };
}

/** Trades the authorisation code (with the PKCE verifier and our client secret) for the ID token. */
export async function exchangeCode(oidc: OidcConfig, metadata: ProviderMetadata, exchange: CodeExchange) {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
  const headers = clientAuthentication(oidc, metadata, form);
  const { status, body } = await fetchJson(metadata.token_endpoint, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  const idToken = (body as { id_token?: unknown } | null)?.id_token;
  if (status !== 200 || typeof idToken !== 'string') {
    throw new SsoError('rejected', `token endpoint answered ${status}`);
  }
  return idToken;
}

/** Signature against the provider's JWKS, iss, aud, exp (jose), then the nonce we sent with this sign-in. */
export async function verifyIdToken(
  oidc: OidcConfig,
  metadata: ProviderMetadata,
  idToken: string,
  nonce: string,
): Promise<JWTPayload> {
  let keySet = keySets.get(metadata.jwks_uri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    keySets.set(metadata.jwks_uri, keySet);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet, {
      issuer: metadata.issuer,
      audience: oidc.clientId,
      requiredClaims: ['exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    // a key set that cannot be fetched is the provider's trouble, not a forged token
    if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
      throw new SsoError('providerDown', 'JWKS unreachable');
    }
    if (error instanceof joseErrors.JWTExpired) throw new SsoError('expired', 'ID token expired');
    throw new SsoError('badToken', `ID token refused: ${(error as Error).name}`);
  }
  if (payload.nonce !== nonce) throw new SsoError('badToken', 'ID token nonce does not match');
  return payload;
}
