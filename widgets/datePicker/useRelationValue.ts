import { useField, useForm } from '@formily/react';

/**
 * Where another field's value lives, seen from this field. The designer names a main-form field by its
 * __vModel__ and a column of the same child-table row as `<table>-<column>` (RDatePicker's field list);
 * inside a row (`table.3.thisColumn`) the latter resolves to that row's `table.3.column`.
 */
export function resolveRelationPath(fieldPath: string | undefined, relationField: string): string {
  const dash = relationField.indexOf('-');
  if (dash < 0) return relationField;
  const table = relationField.slice(0, dash);
  const column = relationField.slice(dash + 1);
  const segments = (fieldPath ?? '').split('.');
  const at = segments.indexOf(table);
  if (at >= 0 && /^\d+$/.test(segments[at + 1] ?? '')) return [...segments.slice(0, at + 2), column].join('.');
  return column;
}

/**
 * The current value of the field a bound is taken from. Read inside an observer render, so the widget
 * re-renders (and its bound moves) whenever that field changes.
 */
export function useRelationValue(relationField: string | undefined): unknown {
  const form = useForm();
  const field = useField();
  if (!relationField || !form) return undefined;
  return form.getValuesIn(resolveRelationPath(field?.path?.toString(), relationField));
}
