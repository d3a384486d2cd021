import { formatMessage, defineMessages } from '../../../engine-core/i18n';

/** File extensions by kind: what the accept groups match and how a stored file is previewed. */

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'svg', 'ico', 'tif', 'tiff'];
const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mov', 'wmv', 'flv', 'mkv', 'webm', 'mpeg', 'mpg', 'm4v', '3gp'];
const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'aac', 'flac', 'm4a', 'wma', 'amr'];
const TEXT_EXTENSIONS = ['txt', 'csv', 'log', 'md', 'json', 'xml'];
const WORD_EXTENSIONS = ['doc', 'docx', 'wps', 'rtf'];
const EXCEL_EXTENSIONS = ['xls', 'xlsx', 'et'];
const SLIDE_EXTENSIONS = ['ppt', 'pptx', 'dps'];
const ARCHIVE_EXTENSIONS = ['zip', 'rar', '7z', 'tar', 'gz'];

const groupNames = defineMessages({
  image: { zh: '图片', zhtw: '圖片', en: 'image' },
  video: { zh: '视频', zhtw: '視頻', en: 'video' },
  audio: { zh: '音频', zhtw: '音頻', en: 'audio' },
});

/** `a.B.Pdf` → `pdf`; no dot → ''. */
export function extensionOf(name: string | undefined | null): string {
  const text = String(name ?? '');
  const dot = text.lastIndexOf('.');
  return dot < 0 ? '' : text.slice(dot + 1).toLowerCase();
}

export type PreviewKind =
  'image' | 'pdf' | 'text' | 'word' | 'excel' | 'slides' | 'archive' | 'video' | 'audio' | 'other';

export function previewKindOf(extension: string): PreviewKind {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (TEXT_EXTENSIONS.includes(ext)) return 'text';
  if (WORD_EXTENSIONS.includes(ext)) return 'word';
  if (EXCEL_EXTENSIONS.includes(ext)) return 'excel';
  if (SLIDE_EXTENSIONS.includes(ext)) return 'slides';
  if (ARCHIVE_EXTENSIONS.includes(ext)) return 'archive';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  if (AUDIO_EXTENSIONS.includes(ext)) return 'audio';
  return 'other';
}

/** The designer's accept: comma-separated extensions (`.pdf`), MIME groups (`image/*`) or MIME types. */
export function acceptTokens(accept: unknown): string[] {
  return String(accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

function matchesToken(token: string, file: { name: string; type: string }, ext: string): boolean {
  const type = (file.type || '').toLowerCase();
  if (token.startsWith('.')) return ext === token.slice(1);
  if (token === 'image/*') return type.startsWith('image/') || IMAGE_EXTENSIONS.includes(ext);
  if (token === 'video/*') return type.startsWith('video/') || VIDEO_EXTENSIONS.includes(ext);
  if (token === 'audio/*') return type.startsWith('audio/') || AUDIO_EXTENSIONS.includes(ext);
  if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
  return token.includes('/') ? type === token : ext === token;
}

/** Any type when accept is empty (the default). */
export function acceptsFile(accept: unknown, file: { name: string; type: string }): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const ext = extensionOf(file.name);
  return tokens.some((token) => matchesToken(token, file, ext));
}

function groupNameOf(token: string): string {
  if (token === 'image/*') return formatMessage(groupNames.image);
  if (token === 'video/*') return formatMessage(groupNames.video);
  if (token === 'audio/*') return formatMessage(groupNames.audio);
  const ext = token.replace(/^\./, '');
  if (ext === 'xls' || ext === 'xlsx') return 'excel';
  if (ext === 'doc' || ext === 'docx') return 'word';
  return ext;
}

/** The accept list as the refusal names it: 图片、excel、pdf… (each group once, in the designer's order). */
export function acceptTypeNames(accept: unknown): string {
  return [...new Set(acceptTokens(accept).map(groupNameOf))].join('、');
}
