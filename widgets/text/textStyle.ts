import type { CSSProperties } from 'react';

/** Designer text style: CSS property names in kebab case; line-height and font-size are bare pixel numbers. */
export type DesignerTextStyle = Record<string, string | number | undefined>;

const pixelKeys = new Set(['line-height', 'font-size', 'lineHeight', 'fontSize']);

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `{ 'font-size': 12, 'text-align': 'left' }` → `{ fontSize: '12px', textAlign: 'left' }` */
export function toReactStyle(textStyle: DesignerTextStyle | undefined | null): CSSProperties {
  const style: Record<string, string> = {};
  if (!textStyle || typeof textStyle !== 'object') return style;
  for (const [key, value] of Object.entries(textStyle)) {
    if (value === undefined || value === null || value === '') continue;
    const numeric = typeof value === 'number' || /^\d+(\.\d+)?$/.test(String(value));
    style[camel(key)] = numeric && pixelKeys.has(key) ? `${value}px` : String(value);
  }
  return style as CSSProperties;
}
