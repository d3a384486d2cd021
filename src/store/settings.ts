import { proxy, subscribe } from 'valtio';
import { readStored, writeStored } from './storage';

export const layoutTypes = ['classic', 'functional', 'plain', 'blend'] as const;
export type LayoutType = (typeof layoutTypes)[number];

/** The eight theme colours of the spec plus the default one (hex values live in src/theme/colors.ts). */
export const themeColors = ['default', 'blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red'] as const;
export type ThemeColor = (typeof themeColors)[number];

export const sidebarThemes = ['dark', 'light'] as const;
export type SidebarTheme = (typeof sidebarThemes)[number];

/** Element-style size names the platform stores; mapped onto antd's componentSize in src/theme/size.ts. */
export const componentSizes = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSizeName = (typeof componentSizes)[number];

export interface Settings {
  layoutType: LayoutType;
  theme: ThemeColor;
  sidebarTheme: SidebarTheme;
  tagsView: boolean;
  tagsIcon: boolean;
  useCache: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  size: ComponentSizeName;
  /** sidebar opened on a desktop-sized screen (a phone-sized screen always starts closed) */
  sidebarOpened: boolean;
  /** skip the collapse animation once (set when the device changes, so the layout does not visibly slide) */
  withoutAnimation: boolean;
}

/** Defaults: tabs view on, layout classic; the rest as the platform ships. */
export const defaultSettings: Readonly<Settings> = {
  layoutType: 'classic',
  theme: 'default',
  sidebarTheme: 'dark',
  tagsView: true,
  tagsIcon: true,
  useCache: true,
  showLanguage: true,
  showSearch: true,
  size: 'default',
  sidebarOpened: true,
  withoutAnimation: false,
};

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Stored settings over the defaults, field by field: a value of the wrong type or an unknown name (an older
 * release, a hand-edited storage entry) falls back to the default instead of breaking the shell.
 */
export function sanitizeSettings(stored: unknown): Settings {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof Settings, unknown>>;
  const d = defaultSettings;
  return {
    layoutType: oneOf(layoutTypes, s.layoutType, d.layoutType),
    theme: oneOf(themeColors, s.theme, d.theme),
    sidebarTheme: oneOf(sidebarThemes, s.sidebarTheme, d.sidebarTheme),
    tagsView: flag(s.tagsView, d.tagsView),
    tagsIcon: flag(s.tagsIcon, d.tagsIcon),
    useCache: flag(s.useCache, d.useCache),
    showLanguage: flag(s.showLanguage, d.showLanguage),
    showSearch: flag(s.showSearch, d.showSearch),
    size: oneOf(componentSizes, s.size, d.size),
    sidebarOpened: flag(s.sidebarOpened, d.sidebarOpened),
    withoutAnimation: flag(s.withoutAnimation, d.withoutAnimation),
  };
}

export const SETTINGS_KEY = 'settings';

export function loadSettings(): Settings {
  return sanitizeSettings(readStored<unknown>(SETTINGS_KEY, {}));
}

/** Shell preferences, persisted under the jnpf_ prefix (with the app id under /JNPF_APP_<id>). */
export const settings = proxy<Settings>(loadSettings());
subscribe(settings, () => writeStored(SETTINGS_KEY, { ...settings }));

/** The login reply's theme picks the layout; anything unknown falls back to classic. */
export function layoutFromTheme(theme: string | undefined | null): LayoutType {
  return (layoutTypes as readonly string[]).includes(theme ?? '') ? (theme as LayoutType) : 'classic';
}

export function resetSettings(): void {
  Object.assign(settings, defaultSettings);
}
