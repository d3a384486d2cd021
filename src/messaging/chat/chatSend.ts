import type { ChatContentType } from '../../../contract';
import { sendFrame } from '../bus';

/** The largest chat image accepted (5 MB); bigger ones are refused before uploading. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The server's limit of a text message. */
export const TEXT_MAX = 5000;

/** Sends a chat message over the socket; false when no socket is open (nothing was sent). */
export function sendChat(toUserId: string, messageType: ChatContentType, messageContent: unknown): boolean {
  return sendFrame({ method: 'SendMessage', toUserId, messageType, messageContent });
}

/** The pixel size of an image file (0 × 0 when the browser cannot decode it; the server only stores it). */
export function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (width: number, height: number) => {
      URL.revokeObjectURL(url);
      resolve({ width, height });
    };
    img.onload = () => done(img.naturalWidth, img.naturalHeight);
    img.onerror = () => done(0, 0);
    img.src = url;
  });
}
