import type { UploadServices } from '../../engine-core/uploadServices';

/** The storage type of images: a signature is stored like any uploaded picture (thumbnail, inline serving). */
export const SIGN_IMAGE_TYPE = 'annexpic';

/** The bytes of a data: URL (the profile's saved signatures are PNG data URLs). */
export function blobOfDataUrl(dataUrl: string): Blob {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a data URL');
  const [, type = 'application/octet-stream', base64, body = ''] = match;
  if (!base64) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body.split('#')[0] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * Uploads a signature PNG through the upload services and answers what the record keeps: the stored image's
 * URL (/api/file/Image/annexpic/…), never the picture itself as a data URL, so records stay small and the
 * image is served, thumbnailed and printed like every other stored picture.
 */
export async function storeSignature(uploads: UploadServices, png: Blob): Promise<string> {
  const file = new File([png], `signature-${Date.now()}.png`, { type: 'image/png' });
  const stored = await uploads.uploadImage(file, { type: SIGN_IMAGE_TYPE });
  return stored.url;
}
