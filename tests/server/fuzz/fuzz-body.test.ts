import { createFuzzer } from './fuzzRunner';
import { bodiesFor, fillPath, methodsWithBody } from './fuzzInputs';

/** Every route that takes a body, with its own fields filled with bad values and with wrong shapes. */
const fuzzer = await createFuzzer();
afterAll(() => fuzzer.close());

const routes = fuzzer.routes.filter((r) => methodsWithBody.has(r.method)).map((r) => [r.method, r.url, r] as const);

test.each(routes)('%s %s with malformed JSON bodies', async (_m, url, route) => {
  const target = fillPath(url, 'fuzz-id');
  let seed = 0;
  for (const ch of url) seed = (seed * 31 + ch.charCodeAt(0)) | 0;
  for (const body of bodiesFor(route, seed)) {
    await fuzzer.send(route, {
      url: target,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }
});
