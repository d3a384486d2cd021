import type { Schema } from '@formily/react';

/** One child of a layout node, in designer order (x-index, then declaration order). */
export interface ChildSchema {
  name: string;
  schema: Schema;
}

export function childSchemas(schema: Schema | undefined | null): ChildSchema[] {
  if (!schema) return [];
  return schema.mapProperties((child, key) => ({ name: String(key), schema: child }));
}

interface EngineData {
  span?: unknown;
}

/** Grid column span from the child's `x-data.span` (1–24); anything else means the full row. */
export function spanOf(schema: Schema): number {
  const span = Number((schema['x-data'] as EngineData | undefined)?.span);
  if (!Number.isFinite(span) || span < 1) return 24;
  return Math.min(24, Math.round(span));
}

/** Designer props of a child node (tabItem / collapseItem: {title, name}). */
export function componentPropsOf(schema: Schema): Record<string, unknown> {
  return (schema['x-component-props'] as Record<string, unknown> | undefined) ?? {};
}
