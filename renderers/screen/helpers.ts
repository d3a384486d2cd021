import dayjs from 'dayjs';
import { billRuleExample } from './billRuleExample';

/**
 * `$helpers` of screen expressions: small pure functions, so schemas stay declarative
 * (no statements inside `{{ }}`). Hosts may add their own through <ScreenRenderer helpers>.
 */
export const screenHelpers = {
  /** a shallow copy of the objects, later ones winning (e.g. `$helpers.merge($values, { parentId: '0' })`) */
  merge: (...objects: (Record<string, unknown> | null | undefined)[]): Record<string, unknown> =>
    Object.assign({}, ...objects.filter(Boolean)),
  /** epoch ms (or anything dayjs reads) → text; empty for no value */
  formatDate: (value: unknown, format = 'YYYY-MM-DD HH:mm'): string =>
    value === null || value === undefined || value === '' ? '' : dayjs(value as number).format(format),
  isEmpty: (value: unknown): boolean =>
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && Object.keys(value as object).length === 0),
  /** `a` unless it equals `b`, then `replacement` (the dictionary dialog sends a parent equal to the type as '0') */
  replaceIfEqual: (a: unknown, b: unknown, replacement: unknown): unknown => (a === b ? replacement : a),
  /** the read-only example of a serial-number rule dialog */
  billRuleExample,
} as const;

export type ScreenHelpers = Readonly<Record<string, (...args: never[]) => unknown>>;
