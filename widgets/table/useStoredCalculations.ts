import { useEffect, useMemo } from 'react';
import type { ArrayField } from '@formily/core';
import { useForm } from '@formily/react';
import { batch, reaction } from '@formily/reactive';
import { compileExpression, type CalculateExpression, type CompiledExpression } from '../calculate/expression';
import { computeResult, loadMath } from '../calculate/evaluate';
import { touchReferences } from '../calculate/formValues';
import { CALCULATE_DEBOUNCE_MS } from '../calculate/useCalculatedValue';
import type { TableColumn } from './columns';

interface StoredCalculation {
  column: string;
  compiled: CompiledExpression;
  precision: unknown;
}

function storedCalculationsOf(columns: readonly TableColumn[]): StoredCalculation[] {
  return columns.flatMap((column) => {
    if (column.jnpfKey !== 'calculate') return [];
    const props = (column.cell['x-component-props'] ?? {}) as {
      expression?: CalculateExpression;
      precision?: unknown;
      isStorage?: unknown;
    };
    const compiled = compileExpression(props.expression);
    return compiled && Boolean(Number(props.isStorage))
      ? [{ column: column.key, compiled, precision: props.precision }]
      : [];
  });
}

/**
 * Stored calculate columns of every row, mounted or not. A calculate cell computes its own row while it is
 * mounted, but a virtual table mounts only the rows in view: without this, a row never scrolled to would be
 * saved with a stale amount. Same rule as the cell (100 ms after the last change of a referenced value),
 * over all rows at once; values already right are not written again.
 */
export function useStoredCalculations(field: ArrayField, columns: readonly TableColumn[]): void {
  const form = useForm();
  const calculations = useMemo(() => storedCalculationsOf(columns), [columns]);
  const editable = field.pattern === 'editable';
  const table = field.path.toString();

  useEffect(() => {
    if (!calculations.length || !editable) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    const compute = () =>
      loadMath()
        .then((math) => {
          const rows = form.getValuesIn(table) as Record<string, unknown>[] | undefined;
          if (disposed || !Array.isArray(rows)) return;
          const values = form.values as Record<string, unknown>;
          batch(() =>
            rows.forEach((row, index) => {
              for (const { column, compiled, precision } of calculations) {
                const next = computeResult(math, compiled, values, precision, { table, index });
                if (row?.[column] !== next) form.setValuesIn(`${table}.${index}.${column}`, next);
              }
            }),
          );
        })
        .catch((error: unknown) => console.warn('child table: mathjs failed to load', error));
    const stop = reaction(
      () => {
        const rows = form.getValuesIn(table) as unknown[] | undefined;
        return [rows?.length, calculations.map((c) => touchReferences(form.values, c.compiled.refs))];
      },
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
  }, [form, table, calculations, editable]);
}
