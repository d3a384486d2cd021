import { useEffect, useRef } from 'react';
import { isAllowedOrigin, PREVIEW_READY_TYPE, readPreviewMessage } from './previewSource';

/**
 * Listens for `window.postMessage({ type: 'preview-model', formData }, origin)` from the designer (an opener, a
 * parent frame, or this window itself) and hands the document over; other origins are ignored. Tells the opener
 * or parent once that the page is ready to receive.
 */
export function usePreviewMessages(
  onDocument: (text: string, origin: string) => void,
  allowedOrigins: readonly string[],
): void {
  const handler = useRef(onDocument);
  handler.current = onDocument;
  const allowKey = allowedOrigins.join(' ');

  useEffect(() => {
    const allowList = allowKey ? allowKey.split(' ') : [];
    const own = window.location.origin;
    const listener = (event: MessageEvent) => {
      if (!isAllowedOrigin(event.origin, own, allowList)) return;
      const text = readPreviewMessage(event.data);
      if (text !== undefined) handler.current(text, event.origin);
    };
    window.addEventListener('message', listener);
    const peer = window.opener ?? (window.parent !== window ? window.parent : null);
    if (peer) {
      for (const target of [own, ...allowList.filter((o) => o !== '*')]) {
        try {
          (peer as Window).postMessage({ type: PREVIEW_READY_TYPE }, target);
        } catch {
          // a malformed configured origin: nothing to tell there
        }
      }
    }
    return () => window.removeEventListener('message', listener);
  }, [allowKey]);
}
