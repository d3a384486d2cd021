import type { ThemeColor } from '../store/settings';

/**
 * Primary colour of each theme. Our own palette (no product's assets): distinct hues that keep white text on
 * primary buttons readable, which is why yellow is a deep gold rather than a bright yellow.
 */
export const themeColorHex: Record<ThemeColor, string> = {
  default: '#1677ff',
  blue: '#2b5aed',
  purple: '#7c4dff',
  azure: '#0a9bd8',
  ocean: '#0e7490',
  green: '#16a34a',
  yellow: '#c99400',
  orange: '#f0740f',
  red: '#e5484d',
};
