import type { UploadStatus } from '../../renderers';
import { formatSize, uploadProgress } from './progress';
import { canMove, canPause, isActive, restartStatus } from './uploadStatus';

const all: UploadStatus[] = ['waiting', 'hashing', 'uploading', 'paused', 'error', 'success'];

describe('status machine', () => {
  test('waiting → hashing → uploading ⇄ paused → success | error; error → uploading again', () => {
    expect(canMove('waiting', 'hashing')).toBe(true);
    expect(canMove('hashing', 'uploading')).toBe(true);
    expect(canMove('uploading', 'paused')).toBe(true);
    expect(canMove('paused', 'uploading')).toBe(true);
    expect(canMove('uploading', 'success')).toBe(true);
    expect(canMove('uploading', 'error')).toBe(true);
    expect(canMove('error', 'uploading')).toBe(true);
  });

  test('nothing leaves success; nothing succeeds without uploading; error is not paused', () => {
    for (const to of all) expect(canMove('success', to)).toBe(false);
    for (const from of all.filter((s) => s !== 'uploading')) expect(canMove(from, 'success')).toBe(false);
    expect(canPause('error')).toBe(false);
    expect(canPause('success')).toBe(false);
    expect(canPause('paused')).toBe(false);
    expect(['waiting', 'hashing', 'uploading'].every((s) => canPause(s as UploadStatus))).toBe(true);
  });

  test('resume and retry go back to the chunks once hashed, else to the hash', () => {
    expect(restartStatus(true, false)).toBe('uploading');
    expect(restartStatus(false, true)).toBe('hashing');
    expect(restartStatus(false, false)).toBe('waiting');
  });

  test('waiting, hashing and uploading are still running', () => {
    expect(all.filter(isActive)).toEqual(['waiting', 'hashing', 'uploading']);
  });
});

describe('progress', () => {
  test('confirmed bytes over the size, held at 99 until stored', () => {
    expect(uploadProgress(0, 1000, false)).toBe(0);
    expect(uploadProgress(505, 1000, false)).toBe(50);
    expect(uploadProgress(999, 1000, false)).toBe(99);
    expect(uploadProgress(1000, 1000, false)).toBe(99);
    expect(uploadProgress(1200, 1000, false)).toBe(99);
    expect(uploadProgress(1000, 1000, true)).toBe(100);
    expect(uploadProgress(0, 0, false)).toBe(0);
    expect(uploadProgress(0, 0, true)).toBe(100);
  });

  test('sizes in B, KB, MB and GB with factors of 1024', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(1_048_576)).toBe('1 MB');
    expect(formatSize(20 * 1_048_576 + 5000)).toBe('20 MB');
    expect(formatSize(1_073_741_824 * 1.25)).toBe('1.25 GB');
  });
});
