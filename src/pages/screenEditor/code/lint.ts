import type { Diagnostic } from '@codemirror/lint';
import { jsonNodeRanges, rangeOfPointer } from './jsonRanges';

/** One located problem of the edited text: a JSON pointer (a check) or a character offset (a syntax error). */
export interface LocatedProblem {
  pointer?: string;
  offset?: number;
  message: string;
}

/** The problems as editor diagnostics on the bad node: a pointer becomes the text range of its node. */
export function diagnosticsOf(text: string, problems: readonly LocatedProblem[]): Diagnostic[] {
  let ranges: ReturnType<typeof jsonNodeRanges> | null = null;
  return problems.map((problem) => {
    if (problem.pointer === undefined) {
      const at = Math.min(problem.offset ?? 0, text.length);
      return { from: at, to: Math.min(at + 1, text.length), severity: 'error', message: problem.message };
    }
    ranges ??= jsonNodeRanges(text);
    const { from, to } = rangeOfPointer(ranges, problem.pointer, problem.message);
    return { from, to, severity: 'error', message: `${problem.pointer || '/'} ${problem.message}` };
  });
}
