import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { encryptLoginPassword } from '../../server/lib/password';
import { BENCH_AES_KEY } from './serverProcess';

/** The endpoints under load, the login before it, and one autocannon run with envelope-code counting. */

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** a fixed JSON body, or a fresh one per request (writes need unique values) */
  body?: unknown | ((n: number) => unknown);
}

const MEMBER_MODEL = 'vd-member-register';
/** a category the list run reads, and another one the write run fills (so the list does not grow) */
const LISTED_DICTIONARY = 'dt-industry';
const WRITTEN_DICTIONARY = 'dt-interface-category';

export const endpoints = {
  users: { name: 'user list', method: 'GET', path: '/api/permission/Users?currentPage=1&pageSize=20' },
  dictionary: { name: 'dictionary list', method: 'GET', path: `/api/system/DictionaryData/${LISTED_DICTIONARY}` },
  formList: {
    name: 'form record list',
    method: 'POST',
    path: `/api/visualdev/OnlineDev/${MEMBER_MODEL}/List`,
    body: { currentPage: 1, pageSize: 20 },
  },
} satisfies Record<string, Endpoint>;

/** POST DictionaryData with a unique code per request; `tag` keeps concurrent runs apart. */
export function dictionaryWrite(tag: string): Endpoint {
  return {
    name: 'dictionary create',
    method: 'POST',
    path: '/api/system/DictionaryData',
    body: (n: number) => ({
      dictionaryTypeId: WRITTEN_DICTIONARY,
      parentId: '0',
      fullName: `压测${tag}${n}`,
      enCode: `bench_${tag}_${n}`,
      enabledMark: 1,
      sortCode: 0,
    }),
  };
}

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(apiBase: string, path: string, init: RequestInit): Promise<Envelope<T>> {
  const reply = await fetch(apiBase + path, init);
  return (await reply.json()) as Envelope<T>;
}

export async function loginAdmin(apiBase: string): Promise<string> {
  const form = new URLSearchParams({
    account: 'admin',
    password: encryptLoginPassword('Admin123', BENCH_AES_KEY),
    grant_type: 'password',
  });
  const reply = await call<{ token: string }>(apiBase, '/api/oauth/Login', { method: 'POST', body: form });
  if (reply.code !== 200) throw new Error(`admin login refused: ${reply.code} ${reply.msg}`);
  return reply.data.token;
}

/** The seed has no form records; the list run should read a full page out of a realistic table. */
export async function seedFormRecords(apiBase: string, token: string, count: number): Promise<void> {
  const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();
  for (let i = 0; i < count; i++) {
    const data = {
      // the name rule allows Chinese characters only
      memberName: `会员${[...String(i)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}`,
      gender: String(1 + (i % 2)),
      idCard: '110101199003074514',
      mobilePhone: `139${String(10_000_000 + i).slice(-8)}`,
      birthday: day(1990, 3, 7),
      memberType: '2',
      workUnit: '浙江大学',
      education: '2',
      professionalTitle: '3',
      discipline: ['08', '0812', '081203'],
      interests: ['1', '3'],
      achievements: '发表论文三篇',
      province: '330000',
      city: '330100',
      address: '杭州市西湖区文三路 1 号',
      email: `member${i}@example.org`,
      joinDate: day(2024, 1, 1),
      isCouncil: 0,
      councilRole: '',
    };
    const reply = await call(apiBase, `/api/visualdev/OnlineDev/${MEMBER_MODEL}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ data: JSON.stringify(data) }),
    });
    if (reply.code !== 200) throw new Error(`seeding form record ${i} refused: ${reply.code} ${reply.msg}`);
  }
}

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** connection errors, timeouts included */
  errors: number;
  non2xx: number;
  /** HTTP 200 whose envelope code is not 200 (every refusal of this API is an HTTP 200) */
  badEnvelopes: number;
  firstBadEnvelope?: string;
  load1Before: number;
  load1After: number;
}

export interface LoadOptions {
  apiBase: string;
  token: string;
  endpoint: Endpoint;
  connections: number;
  durationSeconds: number;
}

export async function runLoad({ apiBase, token, endpoint, connections, durationSeconds }: LoadOptions) {
  let badEnvelopes = 0;
  let firstBadEnvelope: string | undefined;
  let n = 0;
  const { body } = endpoint;
  const load1Before = loadavg()[0];
  const result = await autocannon({
    url: apiBase,
    connections,
    duration: durationSeconds,
    headers: { authorization: token, 'content-type': 'application/json' },
    requests: [
      {
        method: endpoint.method,
        path: new URL(apiBase).pathname + endpoint.path,
        ...(typeof body === 'function'
          ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(body(n++)) }) }
          : body === undefined
            ? {}
            : { body: JSON.stringify(body) }),
        onResponse: (status, text) => {
          // the envelope starts with its code; a full parse would cost the load generator more than the server
          if (status !== 200 || text.startsWith('{"code":200,')) return;
          badEnvelopes++;
          firstBadEnvelope ??= text.slice(0, 200);
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    badEnvelopes,
    firstBadEnvelope,
    load1Before,
    load1After: loadavg()[0],
  } satisfies LoadResult;
}
