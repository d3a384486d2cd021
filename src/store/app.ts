import { proxy } from 'valtio';

/** Below this width the screen counts as mobile and the sidebar becomes an overlay. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

interface AppState {
  device: Device;
  /** the overlay sidebar on a mobile-sized screen (the desktop state is settings.sidebarOpened) */
  mobileSidebarOpen: boolean;
  settingsDrawerOpen: boolean;
  systemDrawerOpen: boolean;
  /** blend layout: the top-menu entry whose children fill the left sub-menu (null: follow the location) */
  blendTopId: string | null;
}

/** Runtime shell state that is not a preference and is not persisted. */
export const appState = proxy<AppState>({
  device: typeof window === 'undefined' ? 'desktop' : deviceForWidth(window.innerWidth),
  mobileSidebarOpen: false,
  settingsDrawerOpen: false,
  systemDrawerOpen: false,
  blendTopId: null,
});
