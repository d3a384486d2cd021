import type { UploadStatus } from '../../renderers';

/**
 * The status machine of a queued file: waiting → hashing → uploading ⇄ paused → success | error, and
 * error → (retry) → uploading again (the chunk test tells what is already stored, so it resumes).
 */
const moves: Record<UploadStatus, readonly UploadStatus[]> = {
  waiting: ['hashing', 'uploading', 'paused', 'error'],
  hashing: ['uploading', 'paused', 'error'],
  uploading: ['paused', 'error', 'success'],
  paused: ['waiting', 'hashing', 'uploading', 'error'],
  error: ['waiting', 'uploading'],
  success: [],
};

export function canMove(from: UploadStatus, to: UploadStatus): boolean {
  return moves[from].includes(to);
}

export function canPause(status: UploadStatus): boolean {
  return canMove(status, 'paused');
}

/** Where resume (from paused) or retry (from error) goes: back to the chunks once hashed, else to the hash. */
export function restartStatus(hashed: boolean, hashingNow: boolean): UploadStatus {
  if (hashed) return 'uploading';
  return hashingNow ? 'hashing' : 'waiting';
}

/** Still to finish: the panel may not be closed while one of these is in it. */
export function isActive(status: UploadStatus): boolean {
  return status === 'waiting' || status === 'hashing' || status === 'uploading';
}
