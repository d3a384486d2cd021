import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { WidgetRegistry } from '../../engine-core/registry';
import { FormRenderer, FormSubmitError, type FormRendererHandle } from '../FormRenderer';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import type { FormConf } from '../formModel/types';
import { useEngineServices } from '../../engine-core/services';
import { PrintAction, printIdList } from '../print/PrintAction';
import { withFormPermission } from './detail/formPermission';
import { FormErrorBoundary } from './FormErrorBoundary';
import { modelMessages } from './messages';
import { recordValues, type ModelApi } from './modelApi';
import { ModelFormLayer } from './ModelFormLayer';
import type { PopupLayer } from './popupLayer';

export type RecordMode = 'add' | 'edit' | 'detail';

export interface RecordRequest {
  mode: RecordMode;
  /** the record (edit, detail) */
  id?: string;
  /** the layer's title: the button's label */
  title: string;
  /** add: values the new record starts with (a tree table's child gets its parent) */
  values?: Record<string, unknown>;
}

export interface ModelRecordLayerProps {
  request: RecordRequest | null;
  formData: unknown;
  formConf: FormConf;
  layer: PopupLayer;
  api: ModelApi;
  registry?: WidgetRegistry;
  onClose(): void;
  /** a record was written: the list reloads */
  onSaved(): void;
  /**
   * the detail's field permissions, when the list designer turned form permission on: whether the menu grants a
   * field code (docs/print-templates.md); absent, every field shows
   */
  formPermission?: (code: string) => boolean;
}

/** Server messages are toasted this long (1500 ms). */
export const TOAST_SECONDS = 1.5;

type LoadState = { status: 'loading' } | { status: 'ready'; values?: Record<string, unknown> } | { status: 'failed' };
/** the state belongs to one opening: a later one never shows the previous record for a frame */
type Loaded = LoadState & { for: RecordRequest | null };

/**
 * The record of the current opening: loaded for edit and detail, none for add; a new form key for every opening.
 * While the layer closes it keeps showing the last record.
 */
function useOpenedRecord(request: RecordRequest | null, api: ModelApi) {
  const [loadedState, setLoaded] = useState<Loaded>({ status: 'loading', for: null });
  // a new form for every opening and after 确定并新增
  const [formKey, setFormKey] = useState(0);
  const lastRequest = useRef<RecordRequest | null>(null);
  if (request) lastRequest.current = request;
  const shown = request ?? lastRequest.current;
  const loaded: LoadState = loadedState.for === shown ? loadedState : { status: 'loading' };

  useEffect(() => {
    if (!request) return;
    setFormKey((k) => k + 1);
    if (request.mode === 'add' || !request.id) {
      setLoaded({ status: 'ready', values: request.values, for: request });
      return;
    }
    let alive = true;
    api
      .info(request.id)
      .then((info) => alive && setLoaded({ status: 'ready', values: recordValues(info), for: request }))
      .catch((error: unknown) => {
        console.warn('[model] record could not be loaded', error);
        if (alive) setLoaded({ status: 'failed', for: request });
      });
    return () => {
      alive = false;
    };
  }, [request, api]);

  return { shown, loaded, formKey, newForm: () => setFormKey((k) => k + 1) };
}

/**
 * Add, edit and detail of one record in the model's own form: edit and detail load `GET {modelId}/{id}`, add
 * posts, edit puts (`{data: JSON text}`); the server's msg is toasted. A refused save (the server's validation)
 * keeps the layer open with what was typed; the request layer has shown the server's msg.
 */
export function ModelRecordLayer(props: ModelRecordLayerProps) {
  const { request, formData, formConf, layer, api, registry, onClose, onSaved, formPermission } = props;
  useEngineLanguage();
  const services = useEngineServices();
  const formRef = useRef<FormRendererHandle>(null);
  const [saving, setSaving] = useState(false);
  const { shown, loaded, formKey, newForm } = useOpenedRecord(request, api);
  const mode = shown?.mode;
  const id = shown?.id;

  const save = async (andAdd: boolean) => {
    const handle = formRef.current;
    if (!handle || saving) return;
    let values: Record<string, unknown>;
    try {
      values = await handle.submit();
    } catch (error) {
      // invalid: the fields show their messages; cancelled: beforeSubmit said no
      if (!(error instanceof FormSubmitError)) console.error('[model] submit failed', error);
      return;
    }
    setSaving(true);
    try {
      const reply = mode === 'edit' && id ? await api.update(id, values) : await api.create(values);
      services.toast(reply.msg || formatMessage(modelMessages.done), 'success', TOAST_SECONDS);
      onSaved();
      if (andAdd) newForm();
      else onClose();
    } catch (error) {
      // the request layer toasted the server's msg; what was typed stays
      console.warn('[model] save refused', error);
    } finally {
      setSaving(false);
    }
  };

  const readOnly = mode === 'detail';
  const shownForm = useMemo(
    () => (readOnly && formPermission ? withFormPermission(formData, formPermission) : formData),
    [readOnly, formPermission, formData],
  );
  const footer = (
    <RecordFooter
      recordId={id}
      buttons={formConf.buttons}
      mode={mode}
      saving={saving}
      ready={loaded.status === 'ready'}
      onClose={onClose}
      onSave={(andAdd) => void save(andAdd)}
    />
  );

  return (
    <ModelFormLayer open={request !== null} layer={layer} title={shown?.title ?? ''} footer={footer} onClose={onClose}>
      {loaded.status === 'loading' ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : loaded.status === 'failed' ? (
        <Alert type="error" showIcon message={formatMessage(modelMessages.loadFailed)} />
      ) : shown ? (
        <FormErrorBoundary resetKey={formKey}>
          <div data-record-mode={mode}>
            <FormRenderer
              key={formKey}
              ref={formRef}
              formData={shownForm}
              registry={registry}
              initialValues={loaded.status === 'ready' ? loaded.values : undefined}
              readOnly={readOnly}
            />
          </div>
        </FormErrorBoundary>
      ) : null}
    </ModelFormLayer>
  );
}

interface RecordFooterProps {
  recordId: string | undefined;
  buttons: FormConf['buttons'];
  mode: RecordMode | undefined;
  saving: boolean;
  /** the record is loaded: saving may start */
  ready: boolean;
  onClose(): void;
  onSave(andAdd: boolean): void;
}

/**
 * Cancel (or close, in detail), the print button of a detail (when the form has one and templates), 确定并新增
 * when adding, and 确定, as the form designer set them.
 */
function RecordFooter({ recordId, buttons, mode, saving, ready, onClose, onSave }: RecordFooterProps) {
  const readOnly = mode === 'detail';
  const printable = readOnly && recordId && buttons.hasPrintBtn && printIdList(buttons.printId).length > 0;
  return (
    <>
      {printable ? (
        <PrintAction printIds={buttons.printId} recordIds={() => [recordId]} label={buttons.printButtonText} />
      ) : null}
      {buttons.hasCancelBtn || readOnly ? (
        <Button onClick={onClose}>{readOnly ? formatMessage(modelMessages.close) : buttons.cancelButtonText}</Button>
      ) : null}
      {!readOnly && mode === 'add' && buttons.hasConfirmAndAddBtn ? (
        <Button loading={saving} disabled={!ready} onClick={() => onSave(true)}>
          {buttons.confirmAndAddButtonText}
        </Button>
      ) : null}
      {!readOnly && buttons.hasConfirmBtn ? (
        <Button type="primary" loading={saving} disabled={!ready} onClick={() => onSave(false)}>
          {buttons.confirmButtonText}
        </Button>
      ) : null}
    </>
  );
}
