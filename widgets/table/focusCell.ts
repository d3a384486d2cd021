import type { RefObject } from 'react';

/** a value inside a quoted attribute selector (CSS.escape is not everywhere, e.g. jsdom) */
export const attr = (value: string) => value.replace(/["\\]/g, '\\$&');

export const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), button';

/**
 * Focuses the control of a cell once it is in the DOM: with a virtual table the row may only be mounted a few
 * frames after it was scrolled to, so this looks again on the next frames (a bounded number of times).
 */
export function focusCell(
  hostRef: RefObject<HTMLElement | null>,
  rowKey: string,
  column: string,
  tries = 20,
  done?: () => void,
): void {
  const host = hostRef.current;
  const cell = host?.querySelector<HTMLElement>(`[data-row-key="${attr(rowKey)}"] [data-field="${attr(column)}"]`);
  const control = cell?.querySelector<HTMLElement>(FOCUSABLE);
  if (control) {
    control.focus({ preventScroll: false });
    done?.();
    return;
  }
  if (tries > 0 && typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => focusCell(hostRef, rowKey, column, tries - 1, done));
  else done?.();
}
