import { proxy, subscribe } from 'valtio';
import { readStored, writeStored } from './storage';

export const layoutTypes = ['classic', 'functional', 'plain', 'blend'] as const;
export type LayoutType = (typeof layoutTypes)[number];

export interface Settings {
  layoutType: LayoutType;
  /** sidebar opened (desktop) */
  sidebarOpened: boolean;
}

const defaults: Settings = { layoutType: 'classic', sidebarOpened: true };

/** Shell preferences, persisted under the jnpf_ prefix. */
export const settings = proxy<Settings>({ ...defaults, ...readStored<Partial<Settings>>('settings', {}) });

subscribe(settings, () => writeStored('settings', { ...settings }));

/** The login reply's theme picks the layout; anything unknown falls back to classic. */
export function layoutFromTheme(theme: string | undefined | null): LayoutType {
  return (layoutTypes as readonly string[]).includes(theme ?? '') ? (theme as LayoutType) : 'classic';
}
