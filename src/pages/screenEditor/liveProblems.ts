import { useEffect, useState } from 'react';
import { appScreenValidator } from '../../engine/screenValidation';

/** One located problem of the text being edited: a JSON pointer (meta-check) or a line and column (syntax). */
export interface LiveProblem {
  where: string;
  message: string;
}

/** Line and column (1-based) of a character offset in the text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * The problems of the edited text as the server's meta-check would find them, with the same client validator the
 * pages run: a JSON syntax error first (with its line and column), else every meta-check problem by JSON pointer.
 */
export function liveProblems(text: string, name: string): LiveProblem[] {
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const { line, column } = lineColumn(text, at ? Number(at[1]) : text.length);
    return [{ where: `第 ${line} 行 第 ${column} 列`, message: `JSON 格式错误：${message}` }];
  }
  return appScreenValidator()(schema, `schemas/${name}.json`).map((p) => ({
    where: p.path || '/',
    message: p.message,
  }));
}

/** liveProblems of the text, recomputed a moment after the last keystroke. */
export function useLiveProblems(text: string, name: string, delay = 300): LiveProblem[] {
  const [problems, setProblems] = useState<LiveProblem[]>([]);
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => setProblems(liveProblems(text, name)), delay);
    return () => clearTimeout(timer);
  }, [text, name, delay]);
  return problems;
}
