import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/**
 * A small OpenID Connect provider on loopback for the SSO contract tests: discovery document, JWKS, an
 * authorize endpoint that signs in at once and redirects back with a code, and a token endpoint that checks
 * the client secret (Basic), the redirect URI and the PKCE verifier before handing out a signed ID token.
 */

export const CLIENT_ID = 'jnpf-admin';
export const CLIENT_SECRET = 'provider-secret-9f3';

/** How the next authorisation is answered: whom it signs in, and what a test tampers with. */
export interface NextSignIn {
  username?: string;
  nonce?: string;
  /** seconds from now; negative: an ID token that has already expired */
  expiresIn?: number;
  /** sign with a key the JWKS does not publish (same kid): a forged token */
  forgeSignature?: boolean;
}

interface Grant {
  redirectUri: string;
  challenge: string;
  nonce: string;
  next: NextSignIn;
}

export interface OidcTestProvider {
  issuer: string;
  discoveryUrl: string;
  next: NextSignIn;
  /** why the token endpoint refused each refused request */
  refusals: string[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const keys = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  let codeCount = 0;

  const sign = (grant: Grant, key: CryptoKey) => {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + (grant.next.expiresIn ?? 300);
    return new SignJWT({ nonce: grant.next.nonce ?? grant.nonce, preferred_username: grant.next.username ?? 'admin' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(provider.issuer)
      .setAudience(CLIENT_ID)
      .setSubject(`sub-${grant.next.username ?? 'admin'}`)
      .setIssuedAt(Math.min(now, exp - 60))
      .setExpirationTime(exp)
      .sign(key);
  };

  const authorize = (url: URL, response: ServerResponse) => {
    const q = url.searchParams;
    if (q.get('client_id') !== CLIENT_ID || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const code = `code-${++codeCount}`;
    grants.set(code, {
      redirectUri: q.get('redirect_uri') ?? '',
      challenge: q.get('code_challenge') ?? '',
      nonce: q.get('nonce') ?? '',
      next: { ...provider.next },
    });
    const back = new URL(q.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    response.writeHead(302, { location: back.toString() }).end();
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await readBody(request));
    const refuse = (reason: string) => {
      provider.refusals.push(reason);
      json(response, 400, { error: 'invalid_grant' });
    };
    const basic = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (basic !== `${CLIENT_ID}:${CLIENT_SECRET}`) return refuse('client');
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    if (!grant) return refuse('code');
    if (form.get('redirect_uri') !== grant.redirectUri) return refuse('redirect_uri');
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return refuse('pkce');
    const idToken = await sign(grant, grant.next.forgeSignature ? forger.privateKey : keys.privateKey);
    json(response, 200, { access_token: 'at', token_type: 'Bearer', id_token: idToken });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', provider.issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return json(response, 200, { keys: [publicJwk] });
    if (url.pathname === '/authorize') return authorize(url, response);
    if (url.pathname === '/token' && request.method === 'POST') return void token(request, response);
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const provider: OidcTestProvider = {
    issuer: `http://127.0.0.1:${port}`,
    discoveryUrl: `http://127.0.0.1:${port}/.well-known/openid-configuration`,
    next: {},
    refusals: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return provider;
}
