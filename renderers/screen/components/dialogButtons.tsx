import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import type { Form } from '@formily/core';
import { observer } from '@formily/react';
import { toJS } from '@formily/reactive';
import { runAction } from '../actions';
import { evaluate, isEnabled } from '../expression';
import type { ScreenRuntime } from '../runtime';
import type { ActionSpec, ScreenScope } from '../types';

/**
 * Extra footer buttons of a dialog (`x-component-props.buttons`), left of cancel/OK: a detail dialog's 删除, an
 * edit dialog's 删除 of the record it shows. Their actions run with `$record` and the form's current `$values`
 * (not validated) and know the dialog they run in, so `closeDialog` closes it.
 */
export interface DialogButtonSpec {
  label: string;
  action: ActionSpec;
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  danger?: boolean;
  /** expression over `$record` and `$values` */
  visible?: string | boolean;
}

interface Props {
  specs: readonly DialogButtonSpec[];
  runtime: ScreenRuntime;
  form: Form;
  recordScope: Partial<ScreenScope>;
  dialog: string;
}

/** observer: `visible` may read `$values`, which change while the form is edited or loaded */
export const DialogButtons = observer(function DialogButtons({ specs, runtime, form, recordScope, dialog }: Props) {
  const [busy, setBusy] = useState<number | null>(null);
  const values = form.values as Record<string, unknown>;
  const scope = runtime.scope({ ...recordScope, $values: values });
  const click = async (index: number, action: ActionSpec) => {
    setBusy(index);
    try {
      const $values = toJS(form.values) as Record<string, unknown>;
      await runAction(action, { runtime, scope: { ...recordScope, $values }, dialog });
    } finally {
      setBusy(null);
    }
  };
  const buttons: ReactNode[] = specs.map((spec, index) =>
    isEnabled(spec.visible, scope) ? (
      <Button
        key={index}
        type={spec.type ?? 'default'}
        danger={spec.danger}
        loading={busy === index}
        onClick={() => void click(index, spec.action)}
      >
        {String(evaluate(spec.label, scope))}
      </Button>
    ) : null,
  );
  return <>{buttons}</>;
});
