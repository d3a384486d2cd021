/** The nearest ancestor (or the element itself) that scrolls vertically; the document's scroller as a last resort. */
export function scrollParent(element: HTMLElement | null): HTMLElement | null {
  for (let el = element; el; el = el.parentElement) {
    const { overflowY } = window.getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight) return el;
  }
  return (document.scrollingElement as HTMLElement | null) ?? null;
}

/** Scrolls an element to the top in `duration` ms (ease-out), as the platform's tables do on a page change. */
export function scrollToTop(element: HTMLElement | null, duration: number): void {
  if (!element || element.scrollTop === 0) return;
  const from = element.scrollTop;
  const started = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / duration);
    element.scrollTop = from * (1 - (1 - (1 - t) ** 3));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
