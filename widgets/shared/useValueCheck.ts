import { useEffect, useRef } from 'react';
import { useField } from '@formily/react';
import { isField } from '@formily/core';

/**
 * Adds a check of the widget's own to its Formily field, beside the rules the schema gave it: run as the user
 * types (so the message shows under the field at once) and again by the form's submit, which it refuses while
 * the check answers a message. Outside a form it does nothing. `check` answers '' when the value is fine.
 */
export function useValueCheck(check: (value: unknown) => string): void {
  const field = useField();
  const latest = useRef(check);
  latest.current = check;

  useEffect(() => {
    if (!isField(field)) return;
    const own = field.validator;
    const rules = own === undefined || own === null ? [] : Array.isArray(own) ? own : [own];
    field.setValidator([...rules, { triggerType: 'onInput', validator: (value: unknown) => latest.current(value) }]);
    return () => field.setValidator(own);
  }, [field]);
}
