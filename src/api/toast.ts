import { message } from 'antd';

/**
 * antd's message toast, reached through import() by the request layer and the session loader: the sign-in page
 * shows a toast only after a failed call, so antd's message/notification code stays out of its first download.
 * Settles once the toast has closed.
 */
export function errorToast(content: string, durationSeconds?: number): Promise<void> {
  return new Promise<void>((resolve) => {
    void message.error(content, durationSeconds, () => resolve());
  });
}
