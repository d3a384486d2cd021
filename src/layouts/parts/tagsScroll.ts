/** Where the tags strip should scroll so a tag is fully visible, with a small gap at the edge it comes from. */
const EDGE_GAP = 8;

export interface Span {
  left: number;
  right: number;
}

/**
 * New scrollLeft of a strip (its visible span `strip`, current `scrollLeft`) that reveals `tag` (both spans in
 * the same coordinates, e.g. getBoundingClientRect). Unchanged when the tag is already fully visible, so clicking
 * a visible tag never makes the strip jump.
 */
export function revealScrollLeft(strip: Span, scrollLeft: number, tag: Span): number {
  if (tag.left < strip.left) return Math.max(0, scrollLeft - (strip.left - tag.left) - EDGE_GAP);
  if (tag.right > strip.right) return scrollLeft + (tag.right - strip.right) + EDGE_GAP;
  return scrollLeft;
}

/** One press of a scroll arrow moves most of a strip's width, keeping a tag of context. */
export function pageScrollLeft(scrollLeft: number, clientWidth: number, scrollWidth: number, dir: -1 | 1): number {
  const next = scrollLeft + dir * Math.max(clientWidth * 0.8, 40);
  return Math.min(Math.max(0, next), Math.max(0, scrollWidth - clientWidth));
}
