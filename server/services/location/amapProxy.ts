import type { MapConfig } from '../../config';
import { BizError } from '../../lib/envelope';
import type { AroundSearch, TextSearch, TipsSearch } from './seededSearch';

/**
 * With MAP_SERVICE_KEY set, the searches go to AMap's v3 web service and its JSON comes back unchanged (the
 * contract's proxy). The key stays on the server. A service that is down, slow or refuses the key is a
 * refusal (code 400 with a short reason), never a 500.
 */

const TIMEOUT_MS = 5000;

async function callAmap(map: MapConfig, path: string, params: Record<string, string>): Promise<unknown> {
  const url = new URL(`${map.serviceUrl}${path}`);
  for (const [name, value] of Object.entries({ ...params, key: map.serviceKey })) {
    if (value !== '') url.searchParams.set(name, value);
  }
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch {
    throw new BizError('地图服务暂不可用，请稍后再试');
  }
  const reply = body as { status?: unknown; info?: unknown } | null;
  if (!reply || typeof reply !== 'object') throw new BizError('地图服务没有返回结果');
  if (String(reply.status) !== '1') {
    throw new BizError(`地图服务拒绝了请求：${typeof reply.info === 'string' ? reply.info : '未知原因'}`);
  }
  return reply;
}

export function amapAround(map: MapConfig, q: AroundSearch): Promise<unknown> {
  return callAmap(map, '/v3/place/around', {
    location: `${q.lng},${q.lat}`,
    radius: String(q.radius),
    keywords: q.keywords,
    offset: String(q.pageSize),
    page: String(q.page),
    sortrule: 'distance',
  });
}

export function amapText(map: MapConfig, q: TextSearch): Promise<unknown> {
  return callAmap(map, '/v3/place/text', {
    keywords: q.keywords,
    city: q.city,
    citylimit: q.city ? 'true' : '',
    offset: String(q.pageSize),
    page: String(q.page),
  });
}

export function amapTips(map: MapConfig, q: TipsSearch): Promise<unknown> {
  return callAmap(map, '/v3/assistant/inputtips', { keywords: q.keywords, city: q.city });
}
