import { Image } from 'antd';
import { fileHref } from '../../engine/uploadSources';
import { chatFile, type ChatMsg } from './chatFormat';
import styles from './chat.module.css';

/** One to three emoji and nothing else: shown large, as people expect of a lone emoji. */
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}\uFE0F?){1,3}$/u;

/** The largest side of an image thumbnail in the conversation. */
const THUMB = 160;

function thumbSize(width = 0, height = 0): { width: number; height?: number } {
  if (!width || !height) return { width: THUMB };
  const scale = Math.min(1, THUMB / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * One message's body. Text is a React text node, never HTML: whatever someone types (markup, scripts) shows
 * literally. Images are thumbnails opening antd's preview; voice and video get the browser's players.
 */
export default function MessageContent({ message }: { message: ChatMsg }) {
  if (message.contentType === 'text') {
    const big = EMOJI_ONLY.test(message.content.trim());
    return <span className={big ? `${styles.text} ${styles.emojiOnly}` : styles.text}>{message.content}</span>;
  }
  const file = chatFile(message.content);
  const src = file.path ? fileHref(file.path) : undefined;
  if (message.contentType === 'image') {
    const size = thumbSize(file.width, file.height);
    return <Image className={styles.image} src={src} alt={file.name ?? ''} {...size} data-testid="chat-image" />;
  }
  if (message.contentType === 'voice') return <audio className={styles.audio} controls preload="none" src={src} />;
  return <video className={styles.video} controls preload="metadata" src={src} />;
}
