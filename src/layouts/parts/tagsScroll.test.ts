import { pageScrollLeft, revealScrollLeft } from './tagsScroll';

describe('the tags strip reveals the active tag', () => {
  const strip = { left: 100, right: 600 };

  test('a tag cut off on the right scrolls it in with a gap', () => {
    expect(revealScrollLeft(strip, 0, { left: 560, right: 660 })).toBe(68);
  });

  test('a tag cut off on the left (the x = -48 case) scrolls back to it', () => {
    expect(revealScrollLeft(strip, 400, { left: 52, right: 140 })).toBe(344);
    expect(revealScrollLeft(strip, 20, { left: 52, right: 140 })).toBe(0);
  });

  test('a fully visible tag does not move the strip', () => {
    expect(revealScrollLeft(strip, 250, { left: 300, right: 400 })).toBe(250);
  });
});

describe('the scroll arrows page through the tags', () => {
  test('right moves most of a width and stops at the end', () => {
    expect(pageScrollLeft(0, 500, 2000, 1)).toBe(400);
    expect(pageScrollLeft(1400, 500, 2000, 1)).toBe(1500);
  });

  test('left stops at the start', () => {
    expect(pageScrollLeft(300, 500, 2000, -1)).toBe(0);
    expect(pageScrollLeft(1000, 500, 2000, -1)).toBe(600);
  });
});
