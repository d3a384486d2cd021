import { TOP_MENU_ITEM_WIDTH, topMenuOverflow } from './topMenuOverflow';

const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('topMenuOverflow', () => {
  test.each([
    // width, visible, overflow
    [116 * 7, 7, 0],
    [116 * 8 + 115, 7, 0],
    [116 * 7 - 1, 5, 2],
    [116 * 4, 3, 4],
    [116 * 4 + 115, 3, 4],
    [116, 0, 7],
    [115, 0, 7],
    [0, 0, 7],
    [-50, 0, 7],
    [Number.NaN, 0, 7],
  ])('width %d shows %d and folds %d', (width, visible, overflow) => {
    const split = topMenuOverflow(width, items);
    expect(split.visible).toHaveLength(visible);
    expect(split.overflow).toHaveLength(overflow);
    expect([...split.visible, ...split.overflow]).toEqual(items);
  });

  test('the slots used never exceed floor(width / 116), counting the more entry', () => {
    for (let width = 0; width < 1600; width += 7) {
      const { visible, overflow } = topMenuOverflow(width, items);
      const used = visible.length + (overflow.length ? 1 : 0);
      expect(used).toBeLessThanOrEqual(Math.max(1, Math.floor(width / TOP_MENU_ITEM_WIDTH)));
    }
  });

  test('an empty menu needs no more entry', () => {
    expect(topMenuOverflow(0, [])).toEqual({ visible: [], overflow: [] });
  });

  test('the input is not modified', () => {
    const list = ['x', 'y'];
    topMenuOverflow(116, list);
    expect(list).toEqual(['x', 'y']);
  });
});
