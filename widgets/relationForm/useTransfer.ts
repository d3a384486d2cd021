import { useCallback } from 'react';
import { copiedValue, relationCopies } from '../shared/popup/logic';
import { useOptionalForm, useRelationPath } from '../shared/popup/useParamList';
import type { RelationFormProps } from './props';

/**
 * The designer's `transferList` of a related form: each `{sourceValue, targetField}` copies the picked record's
 * `targetField` into the form field `sourceValue` (inside a child-table row, that row's column). Clearing the
 * pick empties those fields again. The same rule as the popup select's relationOptions (widgets/shared/popup).
 */
export function useTransfer(transferList: RelationFormProps['transferList']) {
  const form = useOptionalForm();
  const resolve = useRelationPath();
  return useCallback(
    (record: Record<string, unknown> | undefined) => {
      if (!form) return;
      for (const copy of relationCopies({ transferList })) {
        form.setValuesIn(resolve(copy.field), record ? copiedValue(copy, [record]) : '');
      }
    },
    [form, resolve, transferList],
  );
}
