import { roundTo } from '../../engine-core/format';
import type { CompiledExpression } from './expression';
import { referenceValue, type RowContext } from './formValues';

/** The part of mathjs the calculate field uses. */
export interface MathEngine {
  compile(source: string): { evaluate(scope: Record<string, number>): unknown };
}

let mathLoading: Promise<MathEngine> | null = null;

/** mathjs is large: it is fetched the first time a calculate field computes, never with the first bundle. */
export function loadMath(): Promise<MathEngine> {
  mathLoading ??= import('./mathEngine').then((engine) => engine.createMathEngine());
  return mathLoading;
}

const compiledSources = new WeakMap<MathEngine, Map<string, ReturnType<MathEngine['compile']> | null>>();

function compiledFor(math: MathEngine, source: string) {
  let cache = compiledSources.get(math);
  if (!cache) compiledSources.set(math, (cache = new Map()));
  if (!cache.has(source)) {
    try {
      cache.set(source, math.compile(source));
    } catch (error) {
      console.warn(`calculate: cannot parse "${source}"`, error);
      cache.set(source, null);
    }
  }
  return cache.get(source) ?? null;
}

/** Precision as designed: 0–15 decimals, 0 when unset. */
export function normalisePrecision(precision: unknown): number {
  const digits = Math.trunc(Number(precision));
  return Number.isFinite(digits) ? Math.max(0, Math.min(15, digits)) : 0;
}

/**
 * The expression over the current values: NaN, ±Infinity, errors and non-numbers give 0;
 * the result is rounded half away from zero to `precision` decimals.
 */
export function computeResult(
  math: MathEngine,
  compiled: CompiledExpression,
  values: Record<string, unknown>,
  precision: unknown,
  row?: RowContext,
): number {
  const code = compiledFor(math, compiled.source);
  if (!code) return 0;
  const scope: Record<string, number> = {};
  compiled.refs.forEach((vModel, i) => (scope[`v${i}`] = referenceValue(values, vModel, row)));
  let result: number;
  try {
    result = Number(code.evaluate(scope));
  } catch (error) {
    console.warn(`calculate: cannot evaluate "${compiled.source}"`, error);
    return 0;
  }
  if (!Number.isFinite(result)) return 0;
  const rounded = roundTo(result, normalisePrecision(precision));
  return Object.is(rounded, -0) ? 0 : rounded;
}
