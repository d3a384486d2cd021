import { createFuzzer } from './fuzzRunner';
import { fillPath, methodsWithBody } from './fuzzInputs';

/** Bodies that are not what they claim: broken JSON, oversized, form-encoded NULs, wrong content types. */
const fuzzer = await createFuzzer();
afterAll(() => fuzzer.close());

const routes = fuzzer.routes.filter((r) => methodsWithBody.has(r.method)).map((r) => [r.method, r.url, r] as const);

const raws: { payload: string; type: string }[] = [
  { payload: '{"id": "a', type: 'application/json' },
  { payload: '{"__proto__": {"admin": true}, "id": "x"}', type: 'application/json' },
  { payload: `{"id": "${'x'.repeat(1_100_000)}"}`, type: 'application/json' },
  { payload: 'account=admin%00&password=%ED%A0%80&id=a%00b', type: 'application/x-www-form-urlencoded' },
  { payload: 'id=1&id=2&id[]=3&keyword=%27--', type: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', type: 'text/xml' },
  { payload: '--boundary\r\n\r\n--boundary--', type: 'multipart/form-data; boundary=boundary' },
];

test.each(routes)('%s %s with raw malformed bodies', async (_m, url, route) => {
  for (const { payload, type } of raws) {
    await fuzzer.send(route, { url: fillPath(url, 'fuzz-id'), payload, headers: { 'content-type': type } });
  }
});
