import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/**
 * Rich text stored by the server (a notice body) is sanitised with DOMPurify, the sanitiser the front end
 * already uses for the editor's read-only twin and the print templates, over a jsdom window: scripts, event
 * attributes, `javascript:` links and form controls are dropped before anything reaches other users' screens.
 */

let purifier: DOMPurify | undefined;

type JsdomModule = { JSDOM: new (html: string) => { window: WindowLike } };

function purify(): DOMPurify {
  // loaded on first use (jsdom is large) and kept: one window serves every call of the process
  if (!purifier) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
    purifier = createDOMPurify(new JSDOM('').window);
  }
  return purifier;
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return purify().sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
