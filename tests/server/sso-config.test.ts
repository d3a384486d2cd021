import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { redirectUriOf, safeTarget } from '../../server/services/sso/ssoFlow';

/** The OIDC_* settings of server/config.ts and the redirect URI and target derived from them. */

const dir = mkdtempSync(join(tmpdir(), 'jnpf-sso-config-'));
const file = join(dir, '.env');
writeFileSync(file, 'JNPF_AES_KEY=SsoConfigKey-16b\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const configured = {
  OIDC_DISCOVERY_URL: 'https://id.example.org/.well-known/openid-configuration',
  OIDC_CLIENT_ID: 'admin',
  OIDC_CLIENT_SECRET: 's3cret',
};

describe('single sign-on configuration', () => {
  it('is off by default, with the standard scopes and claim', () => {
    expect(loadConfig({}, {}, file).oidc).toEqual({
      discoveryUrl: '',
      clientId: '',
      clientSecret: '',
      redirectUri: '',
      publicUrl: '',
      scopes: 'openid profile email',
      userClaim: 'preferred_username',
    });
  });

  it('refuses a discovery URL without client id and secret, and a URL that is not http(s)', () => {
    const half = { OIDC_DISCOVERY_URL: configured.OIDC_DISCOVERY_URL, OIDC_CLIENT_ID: 'admin' };
    expect(() => loadConfig({}, half, file)).toThrow(ConfigError);
    expect(() => loadConfig({}, { ...configured, OIDC_DISCOVERY_URL: 'id.example.org' }, file)).toThrow(
      /OIDC_DISCOVERY_URL must be an http\(s\) URL/,
    );
  });

  it('derives the callback from PUBLIC_URL, else the request origin, unless OIDC_REDIRECT_URI is set', () => {
    const fromRequest = loadConfig({}, configured, file);
    expect(redirectUriOf(fromRequest, 'http://10.0.0.5:3000')).toBe(
      'http://10.0.0.5:3000/cloud-api2/api/oauth/sso/callback',
    );
    const behindProxy = loadConfig({}, { ...configured, PUBLIC_URL: 'https://admin.example.org/' }, file);
    expect(redirectUriOf(behindProxy, 'http://10.0.0.5:3000')).toBe(
      'https://admin.example.org/cloud-api2/api/oauth/sso/callback',
    );
    const fixed = loadConfig({}, { ...configured, OIDC_REDIRECT_URI: 'https://a.example/cb' }, file);
    expect(redirectUriOf(fixed, 'http://10.0.0.5:3000')).toBe('https://a.example/cb');
  });

  it('keeps only a path of this app as the page to open afterwards', () => {
    expect(safeTarget('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeTarget('//evil.example')).toBe('');
    expect(safeTarget('/\\evil.example')).toBe('');
    expect(safeTarget('https://evil.example')).toBe('');
    expect(safeTarget(undefined)).toBe('');
  });
});
