import { afterEach, describe, expect, test, vi } from 'vitest';
import { scrollToTop } from './scrollToTop';

describe('scrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  test('eases the element to the top over the given time', () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const el = document.createElement('div');
    el.scrollTop = 0;
    Object.defineProperty(el, 'scrollTop', { value: 600, writable: true });
    scrollToTop(el, 800);
    const step = (t: number) => {
      now = t;
      frames.shift()!(t);
    };
    step(400);
    expect(el.scrollTop).toBeGreaterThan(0);
    expect(el.scrollTop).toBeLessThan(600);
    step(800);
    expect(el.scrollTop).toBe(0);
    expect(frames).toHaveLength(0);
  });

  test('does nothing at the top already', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    scrollToTop(document.createElement('div'), 800);
    expect(raf).not.toHaveBeenCalled();
  });
});
