import type { SignImage } from '../../contract';
import { createSignSources } from './signSources';

const rows: SignImage[] = [
  { id: 's1', signImg: 'data:image/png;base64,AAAA', isDefault: 1 },
  { id: 's2', signImg: 'data:image/png;base64,BBBB', isDefault: 0 },
];

describe('signSources', () => {
  it('answers the saved signatures, and every field asking within a few seconds shares one request', async () => {
    let now = 1000;
    const load = vi.fn(async () => rows);
    const signs = createSignSources(load, () => now);
    const [a, b] = await Promise.all([signs.list(), signs.list()]);
    expect(a).toEqual(rows);
    expect(b).toEqual(rows);
    expect(load).toHaveBeenCalledTimes(1);
    now += 6000;
    await signs.list();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next ask tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(rows);
    const signs = createSignSources(load, () => 1000);
    await expect(signs.list()).rejects.toThrow('offline');
    await expect(signs.list()).resolves.toEqual(rows);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
