import sharp from 'sharp';
import type { FileStorage } from '../../storage';
import { INLINE_IMAGES } from './sniff';

/** Thumbnails of uploaded images: at most 200 × 200, made once per content (keyed by MD5). */
export const THUMB_SIZE = 200;
/** Decoding a bigger image could take far more memory than the file's size (a "decompression bomb"). */
const MAX_PIXELS = 40_000_000;
/** Larger image files get no thumbnail (sharp reads its input whole). */
const MAX_SOURCE_BYTES = 30 * 1024 * 1024;

// thumbnails are made once per content: libvips' operation cache would only hold memory, and one thread per
// image keeps a burst of uploads from taking every core of the server
sharp.cache(false);
sharp.concurrency(1);

export const thumbKeyOf = (md5: string) => `thumbs/${md5.slice(0, 2)}/${md5}`;

/** The thumbnail's key, made if missing; null when the file is not a raster image or cannot be decoded. */
export async function ensureThumbnail(
  storage: FileStorage,
  blobKey: string,
  md5: string,
  mime: string,
  size: number,
): Promise<string | null> {
  if (!INLINE_IMAGES.has(mime) || size > MAX_SOURCE_BYTES) return null;
  const key = thumbKeyOf(md5);
  if (await storage.exists(key)) return key;
  try {
    const resize = sharp({ limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png();
    const source = await storage.get(blobKey);
    source.pipe(resize);
    source.on('error', (error) => resize.destroy(error));
    await storage.put(key, resize);
    return key;
  } catch {
    await storage.delete(key).catch(() => undefined);
    return null;
  }
}
