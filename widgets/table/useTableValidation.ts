import { useEffect, useRef, type RefObject } from 'react';
import type { ArrayField } from '@formily/core';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import type { TableColumn } from './columns';
import type { CellErrorStore } from './cellErrors';
import { validateRows, type CellError } from './cellRules';
import { rowKeyOf } from './rowKeys';
import { tableMessages } from './messages';
import { focusCell } from './focusCell';

export interface TableValidationInput {
  field: ArrayField;
  columns: readonly TableColumn[];
  errors: CellErrorStore;
  lang: EngineLanguage;
  hostRef: RefObject<HTMLElement | null>;
  scrollToRow(index: number): unknown;
}

/**
 * The table checks its own cells (the model's rules are not built into child tables): a validator on the
 * array field, run by the form's submit only (not on every row added), checks every row — mounted or not —
 * marks the failing cells, brings the first into view and focuses it, and fails the field with
 * "第N行：<message>". When the marked cells are all corrected, the field's message goes too.
 */
export function useTableValidation({ field, columns, errors, lang, hostRef, scrollToRow }: TableValidationInput) {
  const latest = useRef({ columns, lang, scrollToRow });
  latest.current = { columns, lang, scrollToRow };

  useEffect(() => {
    const own = field.validator;
    const check = (value: unknown) => {
      const rows = Array.isArray(value) ? value : [];
      const found: CellError[] = validateRows(rows, latest.current.columns);
      errors.replace(found.map((e) => ({ rowKey: rowKeyOf(rows[e.row]), column: e.column, message: e.message })));
      if (!found.length) return '';
      const first = found[0];
      latest.current.scrollToRow(first.row);
      focusCell(hostRef, rowKeyOf(rows[first.row]), first.column);
      return formatMessage(tableMessages.rowError, { row: first.row + 1, message: first.message }, latest.current.lang);
    };
    const rules = own === undefined || own === null ? [] : Array.isArray(own) ? own : [own];
    // a trigger no field event fires: only form.validate() (submit) runs it
    field.setValidator([...rules, { triggerType: 'onSubmit', validator: check }]);
    const stop = errors.subscribe(() => {
      if (errors.size === 0 && field.selfErrors.length) field.setSelfErrors([]);
    });
    return () => {
      stop();
      field.setValidator(own);
    };
  }, [field, errors, hostRef]);
}
