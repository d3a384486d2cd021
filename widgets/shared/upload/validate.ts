import { formatMessage } from '../../../engine-core/i18n';
import { acceptTypeNames, acceptsFile } from './fileTypes';
import { uploadMessages } from './messages';
import { sizeLimitBytes, sizeUnitOf, DEFAULT_FILE_SIZE } from './sizes';

/** The checks an upload widget makes before a file is queued; each answers the refusal's message or null. */

export interface UploadRules {
  /** file: the designer's accept (any type when empty); image: image/* only */
  kind: 'file' | 'image';
  accept?: unknown;
  fileSize?: unknown;
  sizeUnit?: unknown;
}

/** Type, then size: the message of the first refusal, or null when the file may go. */
export function checkFile(file: File, rules: UploadRules): string | null {
  if (rules.kind === 'image') {
    if (!(file.type || '').toLowerCase().startsWith('image/')) return formatMessage(uploadMessages.notImage);
  } else if (!acceptsFile(rules.accept, file)) {
    return formatMessage(uploadMessages.wrongType, { types: acceptTypeNames(rules.accept) });
  }
  const limit = sizeLimitBytes(rules.fileSize, rules.sizeUnit);
  if (limit > 0 && file.size >= limit) {
    const size =
      rules.fileSize === undefined || rules.fileSize === null || rules.fileSize === ''
        ? DEFAULT_FILE_SIZE
        : rules.fileSize;
    const message = rules.kind === 'image' ? uploadMessages.imageTooBig : uploadMessages.fileTooBig;
    return formatMessage(message, { size, unit: sizeUnitOf(rules.sizeUnit) });
  }
  return null;
}

/** The limit count (0 or unset: no limit); `count` is what the field holds plus what is still uploading. */
export function checkLimit(count: number, limit: unknown, kind: 'file' | 'image'): string | null {
  const max = Number(limit) || 0;
  if (max <= 0 || count < max) return null;
  return formatMessage(kind === 'image' ? uploadMessages.imageLimit : uploadMessages.fileLimit, { limit: max });
}

/** A file the browser cannot read (moved, deleted, no permission) fails on its first byte. */
export async function isReadable(file: Blob): Promise<boolean> {
  try {
    await file.slice(0, 1).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

export function unreadableMessage(file: File): string {
  return formatMessage(uploadMessages.unreadable, { name: file.name });
}
