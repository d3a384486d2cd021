import type { Form } from '@formily/core';
import { rowCellOf } from '../../engine-core/tableColumnState';
import type { FieldInfo } from '../formModel/types';
import { buildRelations, buildRowRelations, clearDependents, clearRowDependents } from './relations';

/**
 * The fields of a model by path, for scripts and linkage: main-form fields by their path, child-table columns
 * by `<table>.<column>`, and a cell's path `<table>.<row>.<column>` resolved to its column and row. A change
 * clears the dependents in the cell's own row, or the main form's for any other path.
 */
export function createFieldLookup(form: Form, fields: readonly FieldInfo[]) {
  const fieldsByPath = new Map(fields.filter((f) => !f.tableKey).map((f) => [f.path, f]));
  const columnsByPath = new Map(fields.filter((f) => f.tableKey).map((f) => [f.path, f]));
  const relations = buildRelations(fields);
  const rowRelations = buildRowRelations(fields);
  const fieldAt = (path: string): { info: FieldInfo; rowIndex?: number } | undefined => {
    const main = fieldsByPath.get(path);
    if (main) return { info: main };
    const cell = rowCellOf(path);
    const column = cell && columnsByPath.get(cell.column);
    return column && cell ? { info: column, rowIndex: cell.rowIndex } : undefined;
  };
  const applyRelations = (source: string): string[] => {
    const cell = rowCellOf(source);
    return cell && columnsByPath.has(cell.column)
      ? clearRowDependents(form, rowRelations, columnsByPath, cell)
      : clearDependents(form, relations, fieldsByPath, source);
  };
  return { fieldsByPath, columnsByPath, relations, fieldAt, applyRelations };
}
