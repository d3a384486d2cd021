import { acceptable, addPath, areaLevel, fromPaths, toPaths } from './areaValue';
import { createAreaNameLoader, pathText } from './areaNames';

describe('area value helpers', () => {
  test('areaLevel keeps 0–3 and defaults to 2', () => {
    expect([0, 1, 2, 3].map(areaLevel)).toEqual([0, 1, 2, 3]);
    expect(areaLevel(undefined)).toBe(2);
    expect(areaLevel('')).toBe(2);
    expect(areaLevel('1')).toBe(1);
    expect(areaLevel(9)).toBe(3);
    expect(areaLevel(-1)).toBe(0);
  });

  test('acceptable: exactly level+1 ids', () => {
    expect(acceptable(['33'], 0)).toBe(true);
    expect(acceptable(['33', '3301'], 2)).toBe(false);
    expect(acceptable(['33', '3301', '330106'], 2)).toBe(true);
    expect(acceptable(['33', '3301', '330106', '1'], 2)).toBe(false);
  });

  test('toPaths reads a path, a list of paths or nothing; ids become text', () => {
    expect(toPaths(['33', 3301])).toEqual([['33', '3301']]);
    expect(toPaths([['33'], ['11', '1101']])).toEqual([['33'], ['11', '1101']]);
    expect(toPaths([])).toEqual([]);
    expect(toPaths('33')).toEqual([]);
    expect(toPaths(null)).toEqual([]);
  });

  test('addPath: single replaces, multiple appends without duplicates', () => {
    expect(addPath([['a']], ['b'], false)).toEqual([['b']]);
    expect(addPath([['a']], ['b'], true)).toEqual([['a'], ['b']]);
    expect(addPath([['a'], ['b']], ['a'], true)).toEqual([['a'], ['b']]);
  });

  test('fromPaths: a path or a list of paths, [] when none', () => {
    expect(fromPaths([['a', 'b']], false)).toEqual(['a', 'b']);
    expect(fromPaths([], false)).toEqual([]);
    expect(fromPaths([['a'], ['b']], true)).toEqual([['a'], ['b']]);
    expect(fromPaths([], true)).toEqual([]);
  });

  test('pathText joins names by /, or the ids when the names are unknown', () => {
    expect(pathText(['33', '3301'], ['浙江省', '杭州市'])).toBe('浙江省/杭州市');
    expect(pathText(['99'], [])).toBe('99');
  });
});

describe('area name loader', () => {
  test('paths asked for in the same tick go out as one call; known and in-flight paths are not asked again', async () => {
    const asked: string[][][] = [];
    const loader = createAreaNameLoader({
      namesByPaths: async (paths) => {
        asked.push(paths);
        return paths.map((p) => p.map((id) => `n${id}`));
      },
    });
    loader.prime(['1'], ['一']);
    const first = loader.load([['1'], ['2']]);
    const second = loader.load([['2'], ['3']]);
    await Promise.all([first, second]);
    expect(asked).toEqual([[['2'], ['3']]]);
    expect(loader.peek(['3'])).toEqual(['n3']);
    expect(loader.peek(['1'])).toEqual(['一']);
    await loader.load([['2'], ['3']]);
    expect(asked).toHaveLength(1);
  });

  test('a failed call leaves the paths unknown, to be asked again', async () => {
    let fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = createAreaNameLoader({
      namesByPaths: async (paths) => {
        if (fail) throw new Error('offline');
        return paths.map(() => ['名']);
      },
    });
    await loader.load([['1']]);
    expect(loader.peek(['1'])).toBeUndefined();
    fail = false;
    await loader.load([['1']]);
    expect(loader.peek(['1'])).toEqual(['名']);
    warn.mockRestore();
  });
});
