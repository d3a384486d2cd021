import { useEffect, useMemo, useState } from 'react';
import { useField, useForm } from '@formily/react';
import { isField } from '@formily/core';
import { reaction } from '@formily/reactive';
import { compileExpression, type CalculateExpression } from './expression';
import { computeResult, loadMath } from './evaluate';
import { rowContextOf, touchReferences } from './formValues';

/** the result follows the form, debounced 100 ms (docs/widgets.md) */
export const CALCULATE_DEBOUNCE_MS = 100;

export interface CalculateOptions {
  expression?: CalculateExpression | null;
  precision?: number;
  /** write the result into the field (submitted) — otherwise it is only shown */
  storage: boolean;
}

/**
 * Watches the values the expression refers to and recomputes 100 ms after the last change. With `storage`
 * the result becomes the field's value (not in the read-only view: a detail page shows what was saved).
 * Answers undefined until the first result, or when there is no expression.
 */
export function useCalculatedValue({ expression, precision, storage }: CalculateOptions): number | undefined {
  const form = useForm();
  const field = useField();
  const key = JSON.stringify(expression ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the expression's text is its identity
  const compiled = useMemo(() => compileExpression(expression), [key]);
  const pathKey = field ? field.path.toString() : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the field's path is its identity
  const row = useMemo(() => (field ? rowContextOf(field.path.segments) : undefined), [pathKey]);
  const [result, setResult] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (!compiled || !form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    const compute = () => {
      loadMath()
        .then((math) => {
          if (disposed) return;
          const next = computeResult(math, compiled, form.values, precision, row);
          setResult(next);
          if (storage && isField(field) && field.pattern !== 'readPretty' && field.value !== next) field.setValue(next);
        })
        .catch((error: unknown) => console.warn('calculate: mathjs failed to load', error));
    };
    const stop = reaction(
      () => touchReferences(form.values, compiled.refs, row),
      () => {
        clearTimeout(timer);
        timer = setTimeout(compute, CALCULATE_DEBOUNCE_MS);
      },
      { fireImmediately: true },
    );
    return () => {
      disposed = true;
      clearTimeout(timer);
      stop();
    };
  }, [compiled, form, field, row, precision, storage]);

  return compiled ? result : undefined;
}
