import type { ISchema } from '@formily/react';

/** Typed access to converted schemas in tests (ISchema allows a string in every slot). */
export const props = (node: ISchema | undefined): Record<string, ISchema> =>
  (node?.properties ?? {}) as Record<string, ISchema>;

/** the top-level grid's children */
export const grid = (schema: ISchema): Record<string, ISchema> => props(props(schema).__grid);
