import { useEffect, useState } from 'react';
import { appScreenValidator } from '../../engine/screenValidation';
import type { LocatedProblem } from './code/lint';

/**
 * One located problem of the text being edited: shown in the list as `where` (a JSON pointer, or a line and column
 * for a syntax error) and in the editor on its node (pointer or offset).
 */
export interface LiveProblem extends LocatedProblem {
  where: string;
  message: string;
}

/** Line and column (1-based) of a character offset in the text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** The edited text parsed, or its syntax error located by offset, line and column. */
export function parseEdited(text: string): { value: unknown } | { problem: LiveProblem } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.length;
    const { line, column } = lineColumn(text, offset);
    return { problem: { where: `第 ${line} 行 第 ${column} 列`, offset, message: `JSON 格式错误：${message}` } };
  }
}

/** Problems located by JSON pointer, as the list and the editor show them. */
export const byPointer = (problems: { path: string; message: string }[]): LiveProblem[] =>
  problems.map((p) => ({ where: p.path || '/', pointer: p.path, message: p.message }));

/**
 * The problems of the edited text as the server's meta-check would find them, with the same client validator the
 * pages run: a JSON syntax error first (with its line and column), else every meta-check problem by JSON pointer.
 */
export function liveProblems(text: string, name: string): LiveProblem[] {
  const parsed = parseEdited(text);
  if ('problem' in parsed) return [parsed.problem];
  return byPointer(appScreenValidator()(parsed.value, `schemas/${name}.json`));
}

/** `check` of the text, recomputed a moment after the last keystroke. */
export function useLiveProblems(text: string, check: (text: string) => LiveProblem[], delay = 300): LiveProblem[] {
  const [problems, setProblems] = useState<LiveProblem[]>([]);
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => setProblems(check(text)), delay);
    return () => clearTimeout(timer);
  }, [text, check, delay]);
  return problems;
}
