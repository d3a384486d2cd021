import { configureHttp, get } from './http';

// Records when axios's side of the request layer is first evaluated: the sign-in page must not download it
// before its first call.
const evaluated = vi.hoisted(() => ({ transport: false }));
vi.mock('./httpTransport', async (importOriginal) => {
  evaluated.transport = true;
  return importOriginal();
});

describe('the request layer’s transport (axios) loads with the first call', () => {
  test('importing and configuring the request layer does not load it; the first request does', async () => {
    configureHttp({
      adapter: async (config) => ({
        data: { code: 200, msg: '', data: 'pong' },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }),
    });
    expect(evaluated.transport).toBe(false);
    await expect(get<string>('/api/ping')).resolves.toBe('pong');
    expect(evaluated.transport).toBe(true);
  });
});
