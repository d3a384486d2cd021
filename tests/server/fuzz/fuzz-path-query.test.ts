import { createFuzzer } from './fuzzRunner';
import { fillPath, hasParams, pathValues, queryValues } from './fuzzInputs';

/** Every route, with malformed path parameters and query strings: never a 500, a leak or a hang. */
const fuzzer = await createFuzzer();
afterAll(() => fuzzer.close());

const routes = fuzzer.routes.map((r) => [r.method, r.url, r] as const);

test('the suite sees the whole API', () => {
  expect(fuzzer.routes.length).toBeGreaterThan(200);
});

test.each(routes)('%s %s with malformed path parameters and queries', async (_m, url, route) => {
  if (hasParams(url)) for (const raw of pathValues) await fuzzer.send(route, { url: fillPath(url, raw) });
  const plain = fillPath(url, 'fuzz-id');
  for (const query of queryValues) await fuzzer.send(route, { url: plain, query });
});
