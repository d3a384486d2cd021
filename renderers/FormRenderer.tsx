import { forwardRef, useImperativeHandle, useMemo, useRef, type CSSProperties } from 'react';
import { createForm, type Form } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { FormLayout } from '@formily/antd-v5';
import type { WidgetRegistry } from '../engine-core/registry';
import { createMountTracker, GridMountContext } from '../engine-core/gridMount';
import { revealFirstError } from '../engine-core/revealFirstError';
import { formDataToSchema } from './formModel/formDataToSchema';
import type { ConversionResult } from './formModel/types';
import { schemaComponents } from './form/schemaComponents';
import { FormSubmitError, toSubmitError } from './form/submitError';
import { submitValues, withoutDefaultsFor } from './form/submitValues';
import { installValidationRules } from './rules/installValidationRules';
import { attachRuntimeEffects } from './runtime/formEffects';
import { ScriptRuntimeContext } from '../engine-core/scriptContext';
import { createFormRuntime, type FormRuntime } from './runtime/scriptRuntime';
import { EngineServicesProvider, useEngineServices, type EngineServices } from '../engine-core/services';
import { useWidgetRegistry } from './EngineProvider';
import { ScreenDialogHost } from './screen/ScreenDialogHost';

installValidationRules();

export { FormSubmitError, type FieldError } from './form/submitError';

export interface FormRendererProps {
  /** the designer's formData (object, or its JSON text); a new object is a new form, so keep it stable */
  formData: unknown;
  /** the widgets to render with; the enclosing EngineProvider's otherwise */
  registry?: WidgetRegistry;
  /** a record being edited or viewed; without it the form is a new record (defaults, "now" dates) */
  initialValues?: Record<string, unknown>;
  /** the detail view: every widget shows its read-only twin, no scripts run */
  readOnly?: boolean;
  /** called by submit() with the values once they are valid and beforeSubmit agreed; afterSubmit runs after it */
  onSubmit?: (values: Record<string, unknown>) => void | Promise<void>;
  /** services for this form; the enclosing EngineServicesProvider's otherwise */
  services?: EngineServices;
  className?: string;
  style?: CSSProperties;
}

export interface FormRendererHandle {
  form: Form;
  conversion: ConversionResult;
  runtime: FormRuntime;
  /**
   * beforeSubmit, validation, then the normalised values (onSubmit and afterSubmit run on the way). Throws a
   * FormSubmitError: `invalid` with the field errors, or `cancelled` by beforeSubmit.
   */
  submit(): Promise<Record<string, unknown>>;
  reset(): void;
  /**
   * Resolves once every field is mounted: a large form shows its first screenful at once and mounts the rest
   * in the background (engine-core/gridMount.ts). submit() waits for it itself.
   */
  whenMounted(): Promise<void>;
}

/**
 * The record as a value, not an identity: a host passing `initialValues={{ ...row }}` on every render must not
 * get a fresh form (and lose what was typed) each time.
 */
function useStableRecord(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const text = values === undefined ? undefined : JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the record's text is its identity (see above)
  return useMemo(() => values, [text]);
}

/**
 * Renders a form model (docs/architecture.md): the adapter's schema in a Formily form with the model's runtime
 * (linkage, scripts). No page chrome: the host (dialog, drawer, preview page) owns buttons and calls submit().
 */
export const FormRenderer = forwardRef<FormRendererHandle, FormRendererProps>(function FormRenderer(
  { formData, registry: givenRegistry, initialValues, readOnly = false, onSubmit, services, className, style },
  ref,
) {
  const registry = useWidgetRegistry(givenRegistry);
  const contextServices = useEngineServices();
  const effectiveServices = services ?? contextServices;
  const rootRef = useRef<HTMLDivElement>(null);
  const conversion = useMemo(() => formDataToSchema(formData, { registry }), [formData, registry]);
  const record = useStableRecord(initialValues);
  const SchemaField = useMemo(() => createSchemaField({ components: schemaComponents(registry) }), [registry]);
  const schema = useMemo(
    () => (record ? withoutDefaultsFor(conversion.schema, new Set(Object.keys(record))) : conversion.schema),
    [conversion, record],
  );

  const { form, runtime, mounting } = useMemo(() => {
    // one pattern only: Formily's pattern setters overwrite each other (readPretty:false would undo disabled)
    const pattern = readOnly ? 'readPretty' : conversion.formConf.disabled ? 'disabled' : 'editable';
    const form = createForm({ initialValues: record, pattern });
    const runtime = createFormRuntime({
      form,
      fields: conversion.fields,
      funcs: conversion.formConf.funcs,
      services: effectiveServices,
    });
    attachRuntimeEffects(form, runtime, { runOnLoad: !readOnly, applyDefaultCurrent: !readOnly && !record });
    return { form, runtime, mounting: createMountTracker() };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the services object is read when the form is made; a new one later must not wipe what the user typed
  }, [conversion, record, readOnly]);

  useImperativeHandle(
    ref,
    () => ({
      form,
      conversion,
      runtime,
      reset: () => form.reset('*', { forceClear: false }),
      whenMounted: () => mounting.whenSettled(),
      async submit() {
        // a field that is not mounted yet has no validator and no default in the values
        await mounting.whenSettled();
        if (!readOnly && !(await runtime.beforeSubmit())) throw new FormSubmitError('cancelled');
        try {
          await form.validate();
        } catch (rejection) {
          void revealFirstError(rootRef.current, (text) => effectiveServices.toast(text, 'error'));
          throw toSubmitError(rejection);
        }
        const values = submitValues(form.values as Record<string, unknown>, conversion.fields);
        await onSubmit?.(values);
        runtime.runFunc('afterSubmit');
        return values;
      },
    }),
    [form, conversion, runtime, mounting, readOnly, onSubmit, effectiveServices],
  );

  const { formConf } = conversion;
  const body = (
    <FormProvider form={form}>
      <GridMountContext.Provider value={mounting}>
        <ScriptRuntimeContext.Provider value={runtime}>
          <FormLayout
            layout={formConf.labelPosition === 'top' ? 'vertical' : 'horizontal'}
            labelAlign={formConf.labelPosition === 'left' ? 'left' : 'right'}
            labelWidth={formConf.labelPosition === 'top' ? undefined : formConf.labelWidth}
            labelWrap={false}
            colon={formConf.colon}
            size={formConf.size}
          >
            <div
              ref={rootRef}
              className={['jnpf-form', ...formConf.className, className].filter(Boolean).join(' ')}
              style={style}
            >
              <SchemaField schema={schema} />
            </div>
          </FormLayout>
        </ScriptRuntimeContext.Provider>
      </GridMountContext.Provider>
    </FormProvider>
  );
  // its widgets may open screen dialog files (the template picker's 新建) even where no screen encloses the form
  const hosted = <ScreenDialogHost registry={registry}>{body}</ScreenDialogHost>;
  return services ? <EngineServicesProvider value={services}>{hosted}</EngineServicesProvider> : hosted;
});
