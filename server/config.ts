import { readFileSync, existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

/** Root of the repository: relative paths in the configuration are resolved against it, not the cwd. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface AppConfig {
  port: number;
  host: string;
  /** folder holding the embedded database (`<dataDir>/pglite`) and uploads */
  dataDir: string;
  /** empty: embedded PGlite under dataDir; otherwise a PostgreSQL connection string */
  databaseUrl: string;
  /** path prefix of every API route, e.g. /cloud-api2 */
  apiBase: string;
  /** 16-character key of the login password cipher, shared with the front-end build */
  aesKey: string;
  tokenTtlMinutes: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /**
   * Which proxies may tell us the client's address through X-Forwarded-For: '' or 'false' none (the socket
   * address counts), 'true' any, a number of hops, or a comma-separated list of addresses/CIDRs. Login
   * throttling is per client address, so behind a proxy this must be set or every client looks the same.
   */
  trustProxy: string;
  /** serve the OpenAPI document and its browsable page under /api-docs */
  apiDocs: boolean;
  /** built front end; served with SPA fallback when it exists */
  distDir: string;
  /** largest file of a chunked upload (merge), in bytes */
  uploadMaxBytes: number;
  /** largest file of a single-request upload (Uploader/{type}), in bytes */
  uploaderMaxBytes: number;
  /** chunks of an upload left unfinished this long are deleted (on start-up and every hour) */
  uploadChunkTtlMinutes: number;
  /** S3-compatible object store for uploads; empty endpoint or bucket: files under `<dataDir>/files` */
  s3: S3Config;
  /** the location picker's map: place search and tiles (docs/widgets.md, location) */
  map: MapConfig;
  /** single sign-on through an OpenID Connect provider (docs/sso.md); empty discoveryUrl: not configured */
  oidc: OidcConfig;
}

export interface OidcConfig {
  /** the provider's `.well-known/openid-configuration` URL */
  discoveryUrl: string;
  clientId: string;
  /** never leaves the server: sent only to the provider's token endpoint */
  clientSecret: string;
  /** empty: `<PUBLIC_URL or the request's origin><API_BASE>/api/oauth/sso/callback` */
  redirectUri: string;
  /** origin the app is reached at (https://admin.example.org); empty: taken from each request */
  publicUrl: string;
  scopes: string;
  /** ID-token claim naming the platform account to sign in */
  userClaim: string;
}

export interface MapConfig {
  /** AMap (Gaode) web-service key; empty: places come from the seeded set (fixtures/seed/places.json) */
  serviceKey: string;
  /** AMap web-service base URL (another host of the same API, or a stub in tests) */
  serviceUrl: string;
  /** Leaflet tile URL template served to the browser; empty: the map draws its offline coordinate grid only */
  tileUrl: string;
  /** letters substituted for {s} in tileUrl */
  tileSubdomains: string;
  /** where the picker's map starts when the browser cannot locate the user */
  defaultCenter: { lng: number; lat: number };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** The committed `.env` holds the defaults; a missing file simply means "no defaults from disk". */
function readDotEnv(file: string): Env {
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8'));
}

function pick(env: Env, defaults: Env, name: string, fallback: string): string {
  const fromEnv = env[name];
  // an empty variable counts as unset so `PORT= npm start` does not yield port 0
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const fromFile = defaults[name];
  if (fromFile !== undefined && fromFile !== '') return fromFile;
  return fallback;
}

function positiveInt(name: string, raw: string, allowZero = false): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || (!allowZero && n === 0)) {
    throw new ConfigError(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${raw}"`);
  }
  return n;
}

function normaliseApiBase(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (withSlash === '/' || !/^\/[A-Za-z0-9._~\-/]+$/.test(withSlash)) {
    throw new ConfigError(`API_BASE must be a non-root path such as /cloud-api2, got "${raw}"`);
  }
  return withSlash;
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(projectRoot, path);
}

/** AES-128 needs exactly 16 key bytes; a wrong key would make every login fail, so refuse to start instead. */
export function assertAesKey(key: string, hint = ''): void {
  const bytes = Buffer.byteLength(key, 'utf8');
  if (bytes !== 16) {
    throw new ConfigError(
      `JNPF_AES_KEY must be exactly 16 characters (an AES-128 key shared with the front end); got ${bytes} bytes${hint}`,
    );
  }
}

/** In .env an unquoted `#` starts a comment, which silently shortens a key such as Abc#… to Abc. */
function commentHint(file: string): string {
  if (!existsSync(file)) return '';
  const line = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .find((l) => /^\s*(export\s+)?JNPF_AES_KEY\s*=/.test(l));
  return line && /=\s*[^'"`\s][^#]*#/.test(line)
    ? `. The .env value contains an unquoted "#", which starts a comment: quote it, e.g. JNPF_AES_KEY="…"`
    : '';
}

/**
 * Settings from the environment, falling back to the committed `.env`, then to built-in defaults.
 * `overrides` win over both (tests and startServer use them).
 */
export function loadConfig(
  overrides: Partial<AppConfig> = {},
  env: Env = process.env,
  dotEnvFile = resolve(projectRoot, '.env'),
): AppConfig {
  const file = readDotEnv(dotEnvFile);
  const get = (name: string, fallback: string) => pick(env, file, name, fallback);
  const config: AppConfig = {
    port: positiveInt('PORT', get('PORT', '3000'), true),
    host: get('HOST', '127.0.0.1'),
    dataDir: get('DATA_DIR', 'data'),
    databaseUrl: env.DATABASE_URL ?? file.DATABASE_URL ?? '',
    apiBase: get('API_BASE', '/cloud-api2'),
    aesKey: get('JNPF_AES_KEY', ''),
    tokenTtlMinutes: positiveInt('TOKEN_TTL_MINUTES', get('TOKEN_TTL_MINUTES', '480')),
    loginMaxFailures: positiveInt('LOGIN_MAX_FAILURES', get('LOGIN_MAX_FAILURES', '5')),
    loginLockMinutes: positiveInt('LOGIN_LOCK_MINUTES', get('LOGIN_LOCK_MINUTES', '10')),
    trustProxy: get('TRUST_PROXY', ''),
    apiDocs: get('API_DOCS', 'true') !== 'false',
    distDir: get('DIST_DIR', 'dist'),
    uploadMaxBytes: positiveInt('UPLOAD_MAX_BYTES', get('UPLOAD_MAX_BYTES', String(1024 ** 3))),
    uploaderMaxBytes: positiveInt('UPLOADER_MAX_BYTES', get('UPLOADER_MAX_BYTES', String(10 * 1024 ** 2))),
    uploadChunkTtlMinutes: positiveInt('UPLOAD_CHUNK_TTL_MINUTES', get('UPLOAD_CHUNK_TTL_MINUTES', '1440')),
    s3: {
      endpoint: get('S3_ENDPOINT', ''),
      bucket: get('S3_BUCKET', ''),
      accessKey: get('S3_ACCESS_KEY', ''),
      secretKey: get('S3_SECRET_KEY', ''),
      region: get('S3_REGION', 'us-east-1'),
    },
    map: {
      serviceKey: get('MAP_SERVICE_KEY', ''),
      serviceUrl: get('MAP_SERVICE_URL', 'https://restapi.amap.com').replace(/\/+$/, ''),
      tileUrl: get('MAP_TILE_URL', ''),
      tileSubdomains: get('MAP_TILE_SUBDOMAINS', 'abc'),
      defaultCenter: lngLat('MAP_DEFAULT_CENTER', get('MAP_DEFAULT_CENTER', '116.397428,39.90923')),
    },
    oidc: {
      discoveryUrl: get('OIDC_DISCOVERY_URL', ''),
      clientId: get('OIDC_CLIENT_ID', ''),
      clientSecret: get('OIDC_CLIENT_SECRET', ''),
      redirectUri: get('OIDC_REDIRECT_URI', ''),
      publicUrl: get('PUBLIC_URL', '').replace(/\/+$/, ''),
      scopes: get('OIDC_SCOPES', 'openid profile email'),
      userClaim: get('OIDC_USER_CLAIM', 'preferred_username'),
    },
    ...overrides,
  };
  config.apiBase = normaliseApiBase(config.apiBase);
  config.dataDir = absolute(config.dataDir);
  config.distDir = absolute(config.distDir);
  config.databaseUrl = config.databaseUrl.trim();
  assertS3(config.s3);
  assertOidc(config.oidc);
  const fromDotEnv = !overrides.aesKey && !env.JNPF_AES_KEY;
  assertAesKey(config.aesKey, fromDotEnv ? commentHint(dotEnvFile) : '');
  return config;
}

/** "lng,lat" of a point on Earth; a typo would open every map in the ocean, so refuse to start instead. */
function lngLat(name: string, raw: string): { lng: number; lat: number } {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(raw);
  const [lng, lat] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(Math.abs(lng) <= 180) || !(Math.abs(lat) <= 90)) {
    throw new ConfigError(`${name} must be "lng,lat" in degrees, e.g. 116.397428,39.90923; got "${raw}"`);
  }
  return { lng, lat };
}

/** Half an S3 configuration would silently keep uploads on the local disk of each process: refuse to start. */
function assertS3(s3: S3Config): void {
  if ((s3.endpoint === '') !== (s3.bucket === '')) {
    throw new ConfigError('S3_ENDPOINT and S3_BUCKET must be set together (or both left empty for local files)');
  }
  if (s3.endpoint !== '' && !/^https?:\/\/[^\s/]+/.test(s3.endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got "${s3.endpoint}"`);
  }
}

/** Half an OIDC configuration would offer a 单点登录 button that always fails: refuse to start instead. */
function assertOidc(oidc: OidcConfig): void {
  if (oidc.discoveryUrl === '') return;
  if (!/^https?:\/\/[^\s/]+/.test(oidc.discoveryUrl)) {
    throw new ConfigError(`OIDC_DISCOVERY_URL must be an http(s) URL, got "${oidc.discoveryUrl}"`);
  }
  if (oidc.clientId === '' || oidc.clientSecret === '') {
    throw new ConfigError('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set when OIDC_DISCOVERY_URL is');
  }
}

/** Fastify's trustProxy option from the TRUST_PROXY setting (see AppConfig.trustProxy). */
export function trustProxyOption(raw: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  // a hop count: trust that many proxies in front of us
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
