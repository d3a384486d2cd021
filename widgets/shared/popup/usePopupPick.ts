import { useCallback } from 'react';
import { confirmedValue, copiedValue, relationCopies, rowKey, valueIds } from './logic';
import { useOptionalForm, useRelationPath } from './useParamList';
import type { PopupRow, PopupSourceProps, PopupVariant } from './types';
import type { PopupValueState } from './usePopupValue';

type Value = string | number | Array<string | number>;

/** An empty value of the same shape as what a field holds now ([] for lists, null for numbers, else ''). */
function emptyLike(current: unknown): unknown {
  if (Array.isArray(current)) return [];
  return typeof current === 'number' ? null : '';
}

/**
 * Writing a pick: the field's value, and the relationOptions copies of the picked rows' columns into other
 * form fields (through the Formily form). Clearing the field empties the copied columns again.
 */
export function usePopupPick(
  source: PopupSourceProps,
  variant: PopupVariant,
  multiple: boolean,
  onChange: ((value: Value) => void) | undefined,
  current: Pick<PopupValueState, 'rows' | 'remember'>,
) {
  const form = useOptionalForm();
  const resolve = useRelationPath();
  const copy = useCallback(
    (rows: readonly PopupRow[]) => {
      if (!form) return;
      for (const item of relationCopies(source)) {
        const path = resolve(item.field);
        if (!rows.length) {
          if (item.column) form.setValuesIn(path, emptyLike(form.getValuesIn(path)));
          continue;
        }
        form.setValuesIn(path, copiedValue(item, rows));
      }
    },
    [form, resolve, source],
  );

  /** Confirm with the checked rows; false when it does nothing (no row checked) and the popup stays open. */
  const confirm = (checked: readonly PopupRow[]): boolean => {
    const result = confirmedValue(variant, multiple, checked, source);
    if (!result) return false;
    current.remember(checked);
    onChange?.(result.value);
    copy(checked);
    return true;
  };

  /** The clear icon or a removed tag: the copies follow the rows that are left. */
  const change = (value: Value) => {
    const left = new Set(valueIds(value));
    onChange?.(value);
    copy(current.rows.filter((r) => left.has(rowKey(r, source))));
  };
  return { confirm, change };
}
