import { Schema } from '@formily/react';
import type { ScreenScope } from './types';

/**
 * Evaluates the `{{ }}` expressions of a value (deeply: objects and arrays are walked) against a scope, with
 * Formily's own compiler so page components and form fields read expressions the same way. A failing
 * expression is reported with its text and answers undefined: one bad prop must not take the screen down.
 */
export function evaluate<T = unknown>(value: unknown, scope: Partial<ScreenScope>): T {
  try {
    return Schema.compile(value, scope) as T;
  } catch (error) {
    console.error('[screen] expression failed', describe(value), error);
    return undefined as T;
  }
}

/** `when` guards: absent means yes. */
export function isEnabled(when: unknown, scope: Partial<ScreenScope>): boolean {
  if (when === undefined || when === null) return true;
  return Boolean(evaluate(when, scope));
}

function describe(value: unknown): string {
  try {
    return typeof value === 'string' ? value : JSON.stringify(value).slice(0, 200);
  } catch {
    return String(value);
  }
}
