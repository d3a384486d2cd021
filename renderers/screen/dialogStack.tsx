import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ScreenDialogOpener } from '../../engine-core/screenDialogs';
import { DialogHost, type DialogEntry } from './components/DialogHost';
import type { DialogRequest, ScreenRuntime } from './runtime';

export interface DialogStack {
  openDialog(request: DialogRequest): void;
  /** closes the named dialog, or the most recent one */
  closeDialog(dialog?: string): void;
  /** the open dialogs, to render inside the runtime's providers */
  hosts: ReactNode;
}

/**
 * The dialogs a screen (or a form's ScreenDialogHost) shows, newest on top. A dialog tells its request once how
 * it ended (`settle`): submitted, or closed without (cancel, Esc, a schema that failed to load).
 */
export function useDialogStack(): DialogStack {
  const [dialogs, setDialogs] = useState<DialogEntry[]>([]);
  const nextKey = useRef(1);
  const openDialog = useCallback((request: DialogRequest) => {
    setDialogs((list) => [...list, { key: nextKey.current++, request, open: true }]);
  }, []);
  const closeDialog = useCallback((dialog?: string) => {
    setDialogs((list) => {
      const open = list.filter((d) => d.open && (!dialog || d.request.dialog === dialog));
      const last = open[open.length - 1];
      return last ? list.map((d) => (d === last ? { ...d, open: false } : d)) : list;
    });
  }, []);
  const hosts = dialogs.map((entry) => (
    <DialogHost
      key={entry.key}
      entry={entry}
      onClose={() => {
        entry.request.settle?.(false);
        setDialogs((list) => list.map((d) => (d.key === entry.key ? { ...d, open: false } : d)));
      }}
      afterClose={() => {
        entry.request.settle?.(false);
        setDialogs((list) => list.filter((d) => d.key !== entry.key));
      }}
    />
  ));
  return { openDialog, closeDialog, hosts };
}

/** What widgets get (engine-core ScreenDialogContext): open a dialog file of this stack and await how it ended. */
export function useDialogOpener(openDialog: DialogStack['openDialog'], runtime: ScreenRuntime): ScreenDialogOpener {
  return useMemo(
    () => ({
      open: (dialog, record = {}) =>
        new Promise<boolean>((settle) => openDialog({ dialog, record, openerScope: runtime.scope(), settle })),
    }),
    [openDialog, runtime],
  );
}
