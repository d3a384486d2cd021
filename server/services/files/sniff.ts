import { fileTypeFromBuffer } from 'file-type';
import { BizError } from '../../lib/envelope';

/**
 * What a file really is, from its first bytes (the `file-type` package), and the type rules of uploads
 * (docs/security.md, "Uploads"): the extension is only a claim. Executables are refused whatever they are
 * called; an extension the sniffer knows must match the content (a .png that is really an exe is refused);
 * image types (annexpic, userAvatar, imgToBase64) take only raster images.
 */

/** Bytes file-type needs to recognise every format it knows from the head of a file. */
export const SNIFF_BYTES = 4100;

export interface Sniffed {
  /** the sniffed extension ('' when the content is not a known binary format, e.g. text) */
  ext: string;
  mime: string;
}

const EXECUTABLES = new Set(['exe', 'elf', 'mach', 'msi', 'dll', 'class', 'dex', 'wasm', 'lnk', 'cab', 'deb', 'rpm']);
const BLOCKED_EXTENSIONS = new Set([
  ...EXECUTABLES,
  'bat',
  'cmd',
  'com',
  'scr',
  'pif',
  'vbs',
  'vbe',
  'ps1',
  'psm1',
  'jar',
  'apk',
  'sh',
  'hta',
  'cpl',
  'msc',
  'reg',
]);

/** Raster images shown inline by /api/file/Image; SVG is not one of them (it can carry script). */
export const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp']);
export const IMAGE_TYPES = new Set(['annexpic', 'userAvatar', 'imgToBase64']);

const OFFICE_ZIP = ['zip', 'docx', 'xlsx', 'pptx'];
/** Extensions whose content file-type recognises, and which sniffed extensions they may be. */
const CLAIMS: Record<string, string[]> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  tif: ['tif'],
  tiff: ['tif'],
  ico: ['ico', 'cur', 'png'],
  pdf: ['pdf', 'ai'],
  zip: OFFICE_ZIP,
  docx: OFFICE_ZIP,
  xlsx: OFFICE_ZIP,
  pptx: OFFICE_ZIP,
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  rar: ['rar'],
  '7z': ['7z'],
  gz: ['gz'],
  mp3: ['mp3'],
  mp4: ['mp4', 'm4v', 'mov'],
  wav: ['wav'],
  avi: ['avi'],
  mov: ['mov', 'mp4'],
};

export async function sniff(head: Buffer): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(head);
  return found ? { ext: found.ext, mime: found.mime } : { ext: '', mime: 'application/octet-stream' };
}

/** The refusal of an extension no upload may have, before any byte is sent (test chunk). */
export function checkExtension(extension: string): void {
  if (BLOCKED_EXTENSIONS.has(extension)) throw new BizError('不允许上传可执行文件');
}

/** Throws the refusal of a file whose extension, content or storage type does not fit. */
export function checkType(extension: string, sniffed: Sniffed, type: string): void {
  checkExtension(extension);
  if (EXECUTABLES.has(sniffed.ext)) throw new BizError('不允许上传可执行文件');
  if (IMAGE_TYPES.has(type) && !INLINE_IMAGES.has(sniffed.mime)) throw new BizError('请上传图片');
  const claims = CLAIMS[extension];
  if (claims && !claims.includes(sniffed.ext)) throw new BizError(`文件内容与扩展名.${extension}不符`);
}

/** The extension the client claims: the one of the name, else the `extension` field. */
export function claimedExtension(fromName: string, field: string | undefined): string {
  if (fromName) return fromName;
  const clean = (field ?? '').replace(/^\./, '').toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(clean) ? clean : '';
}
