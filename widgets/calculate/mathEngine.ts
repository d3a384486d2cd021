import {
  absDependencies,
  addDependencies,
  ceilDependencies,
  compileDependencies,
  create,
  divideDependencies,
  floorDependencies,
  maxDependencies,
  minDependencies,
  modDependencies,
  multiplyDependencies,
  powDependencies,
  roundDependencies,
  sqrtDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
} from 'mathjs/number';
import type { MathEngine } from './evaluate';

/**
 * A mathjs instance with only what a calculate expression uses: plain numbers (the number-only build), the
 * keypad's operators (+ - × ÷, parentheses, unary minus), ^ and mod, and abs, round, floor, ceil, sqrt, max and
 * min for `{field}` strings. The full library builds several hundred typed functions when it loads (a task of
 * about 85 ms in the browser, right after a form with a calculate opens); this builds a few dozen.
 */
export function createMathEngine(): MathEngine {
  const math = create({
    compileDependencies,
    addDependencies,
    subtractDependencies,
    multiplyDependencies,
    divideDependencies,
    unaryMinusDependencies,
    unaryPlusDependencies,
    powDependencies,
    modDependencies,
    absDependencies,
    roundDependencies,
    floorDependencies,
    ceilDependencies,
    sqrtDependencies,
    maxDependencies,
    minDependencies,
  });
  return { compile: (source: string) => math.compile(source) };
}
