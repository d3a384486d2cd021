import type { ThemeColor } from '../store/settings';
import { darkenToContrast } from './contrast';

/**
 * The hue of each theme. Our own palette (no product's assets): distinct hues, yellow a deep gold rather than a
 * bright yellow.
 */
const palette: Record<ThemeColor, string> = {
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

/**
 * White text on a primary button and primary-coloured links need 4.5:1 (WCAG AA); 5.2 against white leaves
 * room for the light tint antd puts behind selected menu items and tags. Each hue is darkened just that far.
 */
export const PRIMARY_CONTRAST = 5.2;

/** Primary colour of each theme, as given to antd. */
export const themeColorHex = Object.fromEntries(
  Object.entries(palette).map(([name, hex]) => [name, darkenToContrast(hex, PRIMARY_CONTRAST)]),
) as Record<ThemeColor, string>;

/**
 * antd's greys and red that fail 4.5:1 on white: secondary, description and placeholder text (0.45 and 0.25
 * black by default) and the danger red of delete links (#ff4d4f, 3.3:1).
 */
export const accessibleTokens = {
  colorError: darkenToContrast('#ff4d4f', PRIMARY_CONTRAST),
  // status tags draw their colour as text on its light tint
  colorSuccess: darkenToContrast('#52c41a', PRIMARY_CONTRAST),
  colorWarning: darkenToContrast('#faad14', PRIMARY_CONTRAST),
  // antd derives the tints from the colour: a darkened one gives muddy tints, so keep antd's own light ones
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  colorTextDescription: 'rgba(0, 0, 0, 0.58)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  // the value of a disabled select or input stays readable on its grey
  colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
} as const;

/** antd's shade 7 of each preset colour: the text of a coloured tag, on that colour's lightest tint. */
const presetText: Record<string, string> = {
  blue: '#0958d9',
  green: '#389e0d',
  orange: '#d46b08',
  red: '#cf1322',
  volcano: '#d4380d',
  gold: '#d48806',
  lime: '#7cb305',
  cyan: '#08979c',
  geekblue: '#1d39c4',
  purple: '#531dab',
  magenta: '#c41d7f',
  yellow: '#d4b106',
};

/** Those shades darkened to 5:1 on white, which keeps 4.5:1 on the tag's tint. */
export const presetTextTokens = Object.fromEntries(
  Object.entries(presetText).map(([name, hex]) => [`${name}7`, darkenToContrast(hex, 5)]),
);

/** Per-component overrides: the off switch's white 否 sits on colorTextQuaternary (0.25 black by default). */
export const accessibleComponents = {
  Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.56)', colorTextTertiary: 'rgba(0, 0, 0, 0.66)' },
};

/** Links and the info colour follow the theme's primary (antd derives them from its stock blue otherwise). */
export function themeTokens(primary: string) {
  return { ...accessibleTokens, ...presetTextTokens, colorPrimary: primary, colorLink: primary, colorInfo: primary };
}
