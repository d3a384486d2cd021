import { proxy } from 'valtio';
import type { UploadStatus, UploadTask } from '../../renderers';

/** What the progress panel shows of one file (plain data: the tasks themselves stay outside the proxy). */
export interface PanelEntry {
  id: string;
  fileName: string;
  fileSize: number;
  status: UploadStatus;
  progress: number;
  error?: string;
}

interface PanelState {
  entries: PanelEntry[];
  /** shown since the first file was queued, until closed */
  open: boolean;
  collapsed: boolean;
}

/** The upload panel's state: outside React, so it outlives route changes and the screens that queued files. */
export const uploadPanel = proxy<PanelState>({ entries: [], open: false, collapsed: false });

/** Closing is allowed once every file has an outcome (stored or failed); a paused file is still unfinished. */
export function canClosePanel(entries: readonly Pick<PanelEntry, 'status'>[]): boolean {
  return entries.every((e) => e.status === 'success' || e.status === 'error');
}

export interface TaskSource {
  list(): readonly UploadTask[];
  subscribe(listener: () => void): () => void;
}

const entryOf = (t: UploadTask): PanelEntry => ({
  id: t.id,
  fileName: t.fileName,
  fileSize: t.fileSize,
  status: t.status,
  progress: t.progress,
  error: t.error,
});

/** Mirrors a queue into the panel; a file the panel has not seen yet opens and expands it. */
export function bindPanel(source: TaskSource): () => void {
  const sync = () => {
    const tasks = source.list();
    const known = new Set(uploadPanel.entries.map((e) => e.id));
    if (tasks.some((t) => !known.has(t.id))) {
      uploadPanel.open = true;
      uploadPanel.collapsed = false;
    }
    uploadPanel.entries = tasks.map(entryOf);
  };
  sync();
  return source.subscribe(sync);
}
