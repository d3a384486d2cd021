import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageScrollLeft, revealScrollLeft } from './tagsScroll';

/**
 * The tags strip's scrolling: the active tag is revealed whenever it or the list changes (a new tag is added
 * after the navigation that activates it, so waiting on `active` alone found no element), arrows appear only
 * when the tags overflow, and a vertical wheel scrolls sideways.
 */
export function useTagsStrip(active: string, count: number) {
  const stripRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(false);

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (strip) setOverflow(strip.scrollWidth > strip.clientWidth + 1);
  }, []);

  useLayoutEffect(() => {
    const strip = stripRef.current;
    const tag = activeRef.current;
    measure();
    if (!strip || !tag) return;
    const s = strip.getBoundingClientRect();
    const t = tag.getBoundingClientRect();
    strip.scrollLeft = revealScrollLeft({ left: s.left, right: s.right }, strip.scrollLeft, t);
  }, [active, count, measure]);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [measure]);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const onWheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX) || strip.scrollWidth <= strip.clientWidth) return;
      e.preventDefault();
      strip.scrollLeft += e.deltaY;
    };
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, []);

  const page = (dir: -1 | 1) => {
    const strip = stripRef.current;
    if (strip) strip.scrollLeft = pageScrollLeft(strip.scrollLeft, strip.clientWidth, strip.scrollWidth, dir);
  };
  return { stripRef, activeRef, overflow, page };
}
