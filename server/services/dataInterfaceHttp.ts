import { BizError } from '../lib/envelope';

/**
 * HTTP data interfaces (type 3, docs/security.md): the server calls the configured address with the parameter
 * values. Only origins an operator listed in DATA_INTERFACE_HOSTS (comma separated, e.g.
 * `https://api.example.org,http://10.0.0.5:8080`) may be called: otherwise any administrator could turn the
 * server into a proxy into its own network. Redirects are not followed for the same reason.
 */

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 5 * 1024 * 1024;

export function allowedOrigins(env: Record<string, string | undefined> = process.env): Set<string> {
  return new Set(
    (env.DATA_INTERFACE_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean)
      .map((s) => {
        try {
          return new URL(s).origin;
        } catch {
          return '';
        }
      })
      .filter(Boolean),
  );
}

/** The address with `@name` placeholders filled; on GET the other parameters go in the query string. */
export function requestUrl(url: string, method: string, values: ReadonlyMap<string, unknown>): URL {
  const used = new Set<string>();
  const filled = url.replace(/@([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
    if (!values.has(name)) return whole;
    used.add(name);
    return encodeURIComponent(String(values.get(name) ?? ''));
  });
  let target: URL;
  try {
    target = new URL(filled);
  } catch {
    throw new BizError('接口地址格式不正确');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new BizError('接口地址格式不正确');
  if (method === 'GET')
    for (const [name, value] of values) if (!used.has(name)) target.searchParams.set(name, String(value ?? ''));
  return target;
}

/** Calls the interface and answers its JSON; a `{code, msg, data}` envelope answers its data (or its msg). */
export async function runHttp(
  apiData: { url?: string; method?: string },
  values: ReadonlyMap<string, unknown>,
  env: Record<string, string | undefined> = process.env,
): Promise<unknown> {
  const method = (apiData.method ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
  if (!apiData.url) throw new BizError('数据接口未配置接口地址');
  const target = requestUrl(apiData.url, method, values);
  if (!allowedOrigins(env).has(target.origin)) throw new BizError('接口地址不在允许的范围内');
  let response: Response;
  try {
    response = await fetch(target, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(Object.fromEntries(values)) : undefined,
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? '请求超时' : '无法连接';
    throw new BizError(`接口请求失败：${reason}`);
  }
  if (!response.ok) throw new BizError(`接口请求失败：HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new BizError('接口返回的数据过大');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BizError('接口返回的不是JSON数据');
  }
  if (body && typeof body === 'object' && !Array.isArray(body) && 'code' in body && 'data' in body) {
    const envelope = body as { code: unknown; msg?: unknown; data: unknown };
    if (Number(envelope.code) !== 200) throw new BizError(String(envelope.msg ?? '接口返回错误'));
    return envelope.data;
  }
  return body;
}
