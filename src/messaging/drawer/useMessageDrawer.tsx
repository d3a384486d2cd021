import { lazy, Suspense, useCallback, useState } from 'react';

// the drawer, its list and the detail dialog download with the first click on the bell, not with the layout
const MessageDrawer = lazy(() => import('./MessageDrawer'));

/** The bell's drawer: `openDrawer` for its onClick, `drawer` to render next to it (nothing until first opened). */
export function useMessageDrawer() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const openDrawer = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const drawer = mounted ? (
    <Suspense fallback={null}>
      <MessageDrawer open={open} onClose={close} />
    </Suspense>
  ) : null;
  return { openDrawer, drawer };
}
