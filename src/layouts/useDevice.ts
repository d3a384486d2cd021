import { useEffect } from 'react';
import { appState, deviceForWidth } from '../store/app';
import { settings } from '../store/settings';

/**
 * Follows the window width: below 992px the shell switches to the mobile arrangement and the sidebar closes
 * (an overlay the hamburger opens); back on a wide screen the persisted desktop state applies again.
 */
export function useDevice(): void {
  useEffect(() => {
    const sync = () => {
      const device = deviceForWidth(window.innerWidth);
      if (device === appState.device) return;
      appState.device = device;
      appState.mobileSidebarOpen = false;
      // the change of arrangement should not play the collapse animation
      settings.withoutAnimation = true;
    };
    sync();
    window.addEventListener('resize', sync);
    return () => window.removeEventListener('resize', sync);
  }, []);
}
