/**
 * The preview page's inputs, pure: what another window may post, from where, and the text a document is
 * shown as in the editor.
 */

export const PREVIEW_MESSAGE_TYPE = 'preview-model';
export const PREVIEW_READY_TYPE = 'preview-model-ready';

/** A posted model is accepted from the page's own origin and from the configured ones ('*' accepts any). */
export function isAllowedOrigin(origin: string, ownOrigin: string, allowList: readonly string[] = []): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === ownOrigin) return true;
  const normalized = origin.replace(/\/+$/, '').toLowerCase();
  return allowList.some((allowed) => allowed === '*' || allowed.replace(/\/+$/, '').toLowerCase() === normalized);
}

/** A comma- or space-separated list of origins from configuration. */
export function parseOriginList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The editor text of a document: JSON text is kept as it came, an object is pretty-printed. */
export function toSourceText(formData: unknown): string {
  if (typeof formData === 'string') return formData;
  try {
    return JSON.stringify(formData, null, 2) ?? '';
  } catch {
    return '';
  }
}

/** `{ type: 'preview-model', formData }` → the document's text; anything else is not for this page. */
export function readPreviewMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { type?: unknown; formData?: unknown };
  if (message.type !== PREVIEW_MESSAGE_TYPE || message.formData === undefined || message.formData === null) {
    return undefined;
  }
  return toSourceText(message.formData);
}
