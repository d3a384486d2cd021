import { BizError } from '../../lib/envelope';
import type { SessionUser } from '../../lib/sessions';
import type { Db } from '../../db/client';
import { canRead } from './access';
import { isStoredName, sanitiseName } from './names';
import { findStored, toWire } from './store';

/**
 * The attachment list of a record that is not a form record (a schedule's `files`, JSON text of
 * `[{name, fileId, url…}]`), checked before it is saved. Whoever can see the record can download the files it
 * names (./access), so a caller may attach only files they may read themselves: their own uploads, or files
 * already attached to something they see. Anything else would hand strangers' files to the record's readers.
 * The saved items are rebuilt from the stored rows: the caller chooses only which files and their shown names.
 */

export const MAX_ATTACHMENTS = 50;
const BAD_LIST = '附件格式不正确';
const NOT_YOURS = '附件不存在或没有权限';

export interface Attachment {
  name: string;
  fileId: string;
  url: string;
  fileSize: number;
  fileExtension: string;
}

function parseList(text: string): unknown[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw new BizError(BAD_LIST);
  }
  if (!Array.isArray(list)) throw new BizError(BAD_LIST);
  return list;
}

/** The checked list as JSON text ('[]' for none); refuses a malformed list or a file the user may not read. */
export async function checkedAttachments(db: Db, user: SessionUser, raw: unknown): Promise<string> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new BizError(BAD_LIST);
  if (!text) return '[]';
  const list = parseList(text);
  if (list.length > MAX_ATTACHMENTS) throw new BizError(`附件最多${MAX_ATTACHMENTS}个`);
  const seen = new Set<string>();
  const checked: Attachment[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') throw new BizError(BAD_LIST);
    const { fileId, name } = item as { fileId?: unknown; name?: unknown };
    if (typeof fileId !== 'string' || !isStoredName(fileId)) throw new BizError(NOT_YOURS);
    if (seen.has(fileId)) continue;
    const row = await findStored(db, fileId);
    if (!row || !(await canRead(db, user, row))) throw new BizError(NOT_YOURS);
    seen.add(fileId);
    const wire = toWire(row);
    const shown = typeof name === 'string' && name.trim() ? name : row.originalName;
    checked.push({
      name: sanitiseName(shown),
      fileId: row.id,
      url: wire.url,
      fileSize: row.size,
      fileExtension: row.extension,
    });
  }
  return JSON.stringify(checked);
}
