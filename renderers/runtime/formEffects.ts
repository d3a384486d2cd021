import { isField, onFieldInit, onFieldInputValueChange, onFormMount, type Form } from '@formily/core';
import { currentDefault } from './defaultCurrent';
import type { FormRuntime } from './scriptRuntime';

/**
 * Wires a model runtime into its Formily form (`form.addEffects`): field change scripts and linkage on user
 * input, blur scripts through the component's onBlur, onLoad once the form is mounted, and the designer's
 * "default to current" of a new record (now, or the user's own organisation, department, position…).
 */
export interface RuntimeEffectOptions {
  /** run funcs.onLoad after mount (off for the read-only detail view) */
  runOnLoad: boolean;
  /** a new record: fields with __config__.defaultCurrent start at now or at the user's own (defaultCurrent.ts) */
  applyDefaultCurrent: boolean;
}

export const RUNTIME_EFFECTS_ID = 'jnpf-form-runtime';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function attachRuntimeEffects(form: Form, runtime: FormRuntime, options: RuntimeEffectOptions): void {
  form.addEffects(RUNTIME_EFFECTS_ID, () => {
    onFieldInputValueChange('*', (field) => {
      const path = field.path.toString();
      // the platform runs the field's change script, then handleRelation (the platform's buildListeners)
      runtime.runFieldEvent(path, 'change', field.value);
      runtime.applyRelations(path);
    });

    onFieldInit('*', (field) => {
      if (!isField(field)) return;
      const path = field.path.toString();
      // a child-table cell is its column's field in one row
      const at = runtime.fieldAt(path);
      if (!at) return;
      const info = at.info;
      if (info.on.blur) {
        field.setComponentProps({ onBlur: (event: unknown) => runtime.runFieldEvent(path, 'blur', event) });
      }
      if (options.applyDefaultCurrent && info.config.defaultCurrent === true && isEmpty(field.value)) {
        const value = currentDefault(info.jnpfKey, info.props, runtime.api.onlineUtils.getUserInfo);
        if (value !== undefined) field.setValue(value);
      }
    });

    // once per form: a remount (a cached tab coming back) must not run the model's onLoad again
    let loaded = false;
    if (options.runOnLoad) {
      onFormMount(() => {
        if (loaded) return;
        loaded = true;
        runtime.runFunc('onLoad');
      });
    }
  });
}
