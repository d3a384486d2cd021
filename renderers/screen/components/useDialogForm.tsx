import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createForm, isField, onFieldInit, type Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import { toJS } from '@formily/reactive';
import { FormLayout, PreviewText } from '@formily/antd-v5';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { revealFirstError } from '../../../engine-core/revealFirstError';
import { runAction } from '../actions';
import { callApi, pickList } from '../callApi';
import { evaluate, isEnabled } from '../expression';
import { screenMessages } from '../messages';
import { useScreenRuntime, useScreenSchemaField, type DialogRequest, type ScreenRuntime } from '../runtime';
import type { ScreenSchema, ScreenScope } from '../types';
import { DialogButtons } from './dialogButtons';
import type { DialogLoadSpec, DialogProps } from './dialogTypes';

/** `"x-data": { "options": { "api": "…", "args": {…}, "listPath": "list" } }` on a field loads its dataSource. */
interface RemoteOptions {
  api: string;
  args?: Record<string, unknown>;
  listPath?: string;
}

/** Also used by SearchBar: a search field may list its options from an API too (a category filter). */
export function remoteOptionsEffect(runtime: ScreenRuntime) {
  return () =>
    onFieldInit('*', (field) => {
      const spec = (field.data as { options?: RemoteOptions } | undefined)?.options;
      if (!isField(field) || !spec?.api) return;
      field.loading = true;
      callApi(runtime.services, spec.api, spec.args)
        .then(({ data }) => field.setDataSource(pickList(data, spec.listPath)))
        .catch((error: unknown) => console.warn(`[screen] options ${spec.api} failed`, error))
        .finally(() => {
          field.loading = false;
        });
    });
}

export interface DialogFormState {
  title: string;
  width?: number | string;
  okText: string;
  cancelText: string;
  /** the OK/cancel buttons are shown */
  footer: boolean;
  /** the OK button is shown (`showOk`) */
  showOk: boolean;
  /** the schema's extra footer buttons (`buttons`), rendered left of cancel/OK */
  extraButtons: ReactNode;
  loading: boolean;
  submitting: boolean;
  form: Form;
  submit(): Promise<void>;
  body: ReactNode;
}

/** The record the dialog edits, loaded by API name into the form (when the spec's `when` holds); answers `loading`. */
function useRecordLoad(load: DialogLoadSpec | undefined, recordScope: Partial<ScreenScope>, form: Form): boolean {
  const runtime = useScreenRuntime();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const loadScope = runtime.scope(recordScope);
    if (!load || !isEnabled(load.when, loadScope)) return;
    let alive = true;
    setLoading(true);
    callApi(runtime.services, load.api, evaluate<Record<string, unknown>>(load.args ?? {}, loadScope))
      .then(({ data }) => {
        if (!alive) return;
        const values = load.values ? evaluate(load.values, { ...loadScope, $result: data }) : data;
        if (values && typeof values === 'object') form.setValues(values as Record<string, unknown>);
      })
      .catch((error: unknown) => console.warn(`[screen] dialog load ${load.api} failed`, error))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [load, runtime, recordScope, form]);
  return loading;
}

/**
 * The shared half of SchemaDialog and SchemaDrawer: a Formily form over the schema's fields, the record
 * loaded by API name when editing, and the submit action; a successful submit closes the dialog and runs the
 * opener's onSuccess (e.g. refresh its table).
 */
export function useDialogForm(schema: ScreenSchema, request: DialogRequest, onClose: () => void): DialogFormState {
  useEngineLanguage();
  const runtime = useScreenRuntime();
  const SchemaField = useScreenSchemaField();
  const props = (schema['x-component-props'] ?? {}) as DialogProps;
  const recordScope = useMemo(() => ({ $record: request.record }), [request.record]);
  const scope = runtime.scope(recordScope);
  const form = useMemo(
    () =>
      createForm({
        initialValues: evaluate<Record<string, unknown>>(props.initialValues ?? {}, scope),
        readPretty: props.readPretty === undefined ? undefined : Boolean(evaluate(props.readPretty, scope)),
        effects: remoteOptionsEffect(runtime),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one form per opened dialog
    [],
  );
  const loading = useRecordLoad(props.load, recordScope, form);
  const [submitting, setSubmitting] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  const submit = async () => {
    try {
      await form.validate();
    } catch {
      // the fields show their messages; the first may be on a tab not shown
      void revealFirstError(rootRef.current, (text) => runtime.services.toast(text, 'error'));
      return;
    }
    setSubmitting(true);
    let ok = false;
    const actionScope: Partial<ScreenScope> = { ...recordScope, $values: toJS(form.values) as Record<string, unknown> };
    try {
      ok = await runAction(request.submit ?? props.submit, { runtime, scope: actionScope, dialog: request.dialog });
    } finally {
      setSubmitting(false);
    }
    if (!ok) return;
    if (props.keepOpen) {
      // a dialog that runs something and shows the answer (an interface preview) stays open with it
      const next = evaluate(props.keepOpen.values, runtime.scope(actionScope));
      if (next && typeof next === 'object') form.setValues(next as Record<string, unknown>);
      return;
    }
    request.settle?.(true);
    onClose();
    await runAction(request.onSuccess, { runtime, scope: { ...request.openerScope } });
  };

  const fields = useMemo(() => ({ type: 'object', properties: schema.properties }), [schema]);
  const body = (
    <div ref={rootRef} data-screen-dialog={request.dialog}>
      <FormProvider form={form}>
        <FormLayout labelWidth={props.labelWidth ?? 80} feedbackLayout="loose">
          {/* a read-only detail leaves an empty value blank rather than printing N/A ('' would fall back to it) */}
          <PreviewText.Placeholder value={'\u00a0'}>
            <SchemaField schema={fields} scope={scope} />
          </PreviewText.Placeholder>
        </FormLayout>
      </FormProvider>
    </div>
  );

  return {
    title: props.title ? String(evaluate(props.title, scope) ?? '') : '',
    width: props.width,
    okText: props.okText ? String(evaluate(props.okText, scope)) : formatMessage(screenMessages.ok),
    cancelText: props.cancelText ? String(evaluate(props.cancelText, scope)) : formatMessage(screenMessages.cancel),
    footer: props.footer !== false,
    showOk: props.showOk === undefined ? true : Boolean(evaluate(props.showOk, scope)),
    extraButtons: props.buttons?.length ? (
      <DialogButtons
        specs={props.buttons}
        runtime={runtime}
        form={form}
        recordScope={recordScope}
        dialog={request.dialog}
      />
    ) : null,
    loading,
    submitting,
    form,
    submit,
    body,
  };
}
