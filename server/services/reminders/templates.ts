import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageTemplates } from '../../db/schema';

/**
 * System messages written through a message template (docs/messaging.md#reminders): the enabled 站内信 template
 * (message type '1' of the msgType dictionary) with a given code, its `{param}`s filled in.
 */

export const SITE_MESSAGE = '1';

export interface SiteTemplate {
  title: string;
  content: string;
}

export type TemplateParams = Record<string, string | number>;

/** The enabled site-message template `enCode`, or null when it is missing, disabled or of another kind. */
export async function loadSiteTemplate(db: Db, enCode: string): Promise<SiteTemplate | null> {
  const [row] = await db
    .select({ title: messageTemplates.title, content: messageTemplates.content })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.enCode, enCode),
        eq(messageTemplates.enabledMark, 1),
        eq(messageTemplates.messageType, SITE_MESSAGE),
      ),
    )
    .limit(1);
  return row ?? null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Replaces each `{name}` whose name is a parameter; unknown names stay as written. */
export function fillText(text: string, params: TemplateParams, escape = false): string {
  return text.replace(/\{(@?[A-Za-z_][\w]*)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = String(params[name]);
    return escape ? escapeHtml(value) : value;
  });
}

/** The title (plain text) and the HTML content, parameter values escaped in the content. */
export function renderTemplate(template: SiteTemplate, params: TemplateParams): SiteTemplate {
  return { title: fillText(template.title, params), content: fillText(template.content, params, true) };
}
