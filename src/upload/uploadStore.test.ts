import type { UploadTask } from '../../renderers';
import { bindPanel, canClosePanel, uploadPanel } from './uploadStore';

function source(tasks: Partial<UploadTask>[]) {
  const listeners = new Set<() => void>();
  return {
    tasks,
    list: () => tasks as UploadTask[],
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    fire: () => listeners.forEach((l) => l()),
  };
}

const task = (id: string, status: UploadTask['status'], progress = 0): Partial<UploadTask> => ({
  id,
  fileName: `${id}.txt`,
  fileSize: 10,
  status,
  progress,
});

describe('upload panel store', () => {
  afterEach(() => Object.assign(uploadPanel, { entries: [], open: false, collapsed: false }));

  test('opens and expands when a file the panel has not seen is queued; mirrors status and progress', () => {
    const s = source([]);
    const unbind = bindPanel(s);
    expect(uploadPanel.open).toBe(false);
    uploadPanel.collapsed = true;
    s.tasks.push(task('a', 'hashing'));
    s.fire();
    expect(uploadPanel.open).toBe(true);
    expect(uploadPanel.collapsed).toBe(false);
    uploadPanel.collapsed = true;
    s.tasks[0] = task('a', 'uploading', 40);
    s.fire();
    expect(uploadPanel.collapsed).toBe(true); // a known file does not reopen it
    expect(uploadPanel.entries[0]).toMatchObject({ id: 'a', status: 'uploading', progress: 40, fileName: 'a.txt' });
    unbind();
  });

  test('closable once every file is stored or failed; a paused file is unfinished', () => {
    expect(canClosePanel([{ status: 'success' }, { status: 'error' }])).toBe(true);
    expect(canClosePanel([{ status: 'success' }, { status: 'paused' }])).toBe(false);
    expect(canClosePanel([{ status: 'uploading' }])).toBe(false);
    expect(canClosePanel([{ status: 'hashing' }])).toBe(false);
  });
});
