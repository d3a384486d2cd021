import { labelOf, pathLabels } from './normalize';
import type { FieldOption } from './types';

/**
 * How a value reads against its options: one value, a list of values, a cascade path (labels joined by /), or a
 * list of paths.
 */
export type OptionValueShape = 'single' | 'multiple' | 'path' | 'paths';

export const LIST_SEPARATOR = ', ';
export const PATH_SEPARATOR = '/';

/** a value as the list of its parts: nothing for an empty value */
export const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];

/** The text of a value against its options: labels, never ids (an id without an option shows as itself). */
export function optionText(options: readonly FieldOption[], value: unknown, shape: OptionValueShape): string {
  switch (shape) {
    case 'single':
      return labelOf(options, Array.isArray(value) ? value[0] : value);
    case 'multiple':
      return asList(value)
        .map((v) => labelOf(options, v))
        .filter(Boolean)
        .join(LIST_SEPARATOR);
    case 'path':
      return pathLabels(options, asList(value)).join(PATH_SEPARATOR);
    case 'paths':
      return asList(value)
        .map((path) => pathLabels(options, asList(path)).join(PATH_SEPARATOR))
        .filter(Boolean)
        .join(LIST_SEPARATOR);
  }
}
