import type { NoticeForm } from '../../../contract';
import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import type { SessionUser } from '../../lib/sessions';
import { checkedAttachments } from '../files/attachments';
import { sanitizeHtml } from '../htmlSanitizer';
import { str } from '../templateCommon';
import { assertRecipientsExist, parseRecipients, type Recipients } from './recipients';

/** A notice body checked and cleaned for storage; every refusal is the screen's own message. */

export const TITLE_MAX = 50;
export const BODY_MAX = 100_000;
export const EXCERPT_MAX = 200;
const CATEGORIES = ['1', '2'];

export interface ValidNotice {
  title: string;
  bodyText: string;
  excerpt: string;
  files: string;
  recipients: Recipients;
  category: string;
  expirationTime: Date | null;
}

function expirationOf(value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms <= 0) throw new BizError('过期时间格式不正确');
  return new Date(ms);
}

/** What the upload widget holds (a list) or the wire's JSON text. */
const filesText = (files: unknown): unknown => (Array.isArray(files) ? JSON.stringify(files) : files);

export async function validateNotice(db: Db, user: SessionUser, input: NoticeForm): Promise<ValidNotice> {
  const title = str(input.title);
  if (!title) throw new BizError('请输入标题');
  if (title.length > TITLE_MAX) throw new BizError(`标题最多为${TITLE_MAX}个字符！`);
  const rawBody = typeof input.bodyText === 'string' ? input.bodyText : '';
  if (rawBody.length > BODY_MAX) throw new BizError(`内容最多为${BODY_MAX}个字符！`);
  const excerpt = str(input.excerpt);
  if (excerpt.length > EXCERPT_MAX) throw new BizError(`摘要最多为${EXCERPT_MAX}个字符！`);
  const category = str(input.category) || '1';
  if (!CATEGORIES.includes(category)) throw new BizError('公告类型不正确');
  const expirationTime = expirationOf(input.expirationTime);
  const recipients = parseRecipients(input.toUserIds);
  await assertRecipientsExist(db, recipients);
  const files = await checkedAttachments(db, user, filesText(input.files));
  // sanitising last: the first call of a process loads jsdom, which a refused body never needs
  const bodyText = sanitizeHtml(rawBody);
  if (bodyText.length > BODY_MAX) throw new BizError(`内容最多为${BODY_MAX}个字符！`);
  return { title, bodyText, excerpt, files, recipients, category, expirationTime };
}
