import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Space } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { WidgetRegistry } from '../../../engine-core/registry';
import { useWidgetRegistry } from '../../EngineProvider';
import { FormRenderer, FormSubmitError, type FormRendererHandle } from '../../FormRenderer';
import { readFormConf } from '../../formModel/formConf';
import { validateFormModel } from '../../formModel/validateFormModel';
import type { PopupType } from '../../formModel/types';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { FormErrorBoundary } from '../FormErrorBoundary';
import { IssueList } from '../IssueList';
import { modelMessages } from '../messages';
import { PreviewPopup } from './PreviewPopup';
import { PreviewSourcePanel } from './PreviewSourcePanel';
import { usePreviewMessages } from './usePreviewMessages';
import { ValuesPanel, type SubmitOutcome } from './ValuesPanel';
import styles from './preview.module.css';

export interface PreviewModelPageProps {
  /** origins besides the page's own that may post a model (configuration); '*' accepts any */
  allowedOrigins?: readonly string[];
  /** the widgets to render with; the enclosing EngineProvider's otherwise */
  registry?: WidgetRegistry;
  /** a document to start with */
  initialSource?: string;
}

/** Typing settles this long before the form is rebuilt. */
const REBUILD_DELAY_MS = 300;
const POPUP_TYPES: PopupType[] = ['general', 'fullScreen', 'drawer'];

/**
 * What the last submit gave (the values, the invalid fields, or a cancel), shown beside the form; a new
 * document clears it.
 */
function useSubmitOutcome(doc: string) {
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'none' });
  useEffect(() => setOutcome({ kind: 'none' }), [doc]);
  const submit = async (handle: FormRendererHandle | null): Promise<boolean> => {
    if (!handle) return false;
    try {
      setOutcome({ kind: 'values', values: await handle.submit() });
      return true;
    } catch (error) {
      if (error instanceof FormSubmitError) {
        setOutcome(error.reason === 'invalid' ? { kind: 'invalid', errors: error.errors } : { kind: 'cancelled' });
      } else {
        console.error('[preview] submit failed', error);
      }
      return false;
    }
  };

  return { outcome, setOutcome, submit };
}

/**
 * /previewModel: a designer pastes, drops or posts a formData document and sees it rendered at once (every
 * widget, container, validation and linkage), submits it to see the values as JSON, and opens it the ways
 * popupType allows. A broken document shows its located problems, never a blank page.
 */
export function PreviewModelPage({
  allowedOrigins = [],
  registry: givenRegistry,
  initialSource = '',
}: PreviewModelPageProps) {
  useEngineLanguage();
  const registry = useWidgetRegistry(givenRegistry);
  const services = useEngineServices();
  const [source, setSource] = useState(initialSource);
  const [doc, setDoc] = useState(initialSource);
  const [popup, setPopup] = useState<PopupType | null>(null);
  const formRef = useRef<FormRendererHandle>(null);

  useEffect(() => {
    if (source === doc) return;
    const timer = setTimeout(() => setDoc(source), REBUILD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [source, doc]);
  const { outcome, setOutcome, submit } = useSubmitOutcome(doc);

  usePreviewMessages((text, origin) => {
    setSource(text);
    setDoc(text);
    services.toast(formatMessage(modelMessages.received, { origin }), 'success', 1.5);
  }, allowedOrigins);

  const blank = !doc.trim();
  const validation = useMemo(() => (blank ? undefined : validateFormModel(doc, { registry })), [doc, blank, registry]);
  const formConf = useMemo(() => (validation?.model ? readFormConf(validation.model) : undefined), [validation]);
  // a located problem (a field without jnpfKey, a name used twice…) leaves the rest of the form usable: it is
  // rendered beside the list of problems; only a document that is not a model at all has nothing to render
  const renderable = Boolean(validation?.renderable && formConf);

  return (
    <div className={styles.page} data-testid="preview-page">
      <SourceCard value={source} onChange={setSource} onError={(message) => services.toast(message, 'error', 1.5)} />
      <div className={styles.main}>
        <div className={`${styles.card} ${styles.formCard}`}>
          {blank ? (
            <Empty description={formatMessage(modelMessages.empty)} data-testid="preview-empty" />
          ) : (
            <>
              {validation && validation.issues.length ? <IssueList issues={validation.issues} /> : null}
              {renderable && formConf ? (
                <>
                  <FormTools
                    designed={formConf.popupType}
                    onSubmit={() => void submit(formRef.current)}
                    onReset={() => {
                      formRef.current?.reset();
                      setOutcome({ kind: 'none' });
                    }}
                    onOpen={setPopup}
                  />
                  <FormErrorBoundary resetKey={doc}>
                    <div data-testid="preview-form">
                      <FormRenderer key={doc} ref={formRef} formData={doc} registry={registry} />
                    </div>
                  </FormErrorBoundary>
                </>
              ) : null}
            </>
          )}
        </div>
        <ValuesPanel outcome={outcome} />
      </div>
      {renderable && formConf ? (
        <PreviewPopup
          type={popup}
          formData={doc}
          formConf={formConf}
          registry={registry}
          onClose={() => setPopup(null)}
          onSubmit={submit}
        />
      ) : null}
    </div>
  );
}

interface SourceCardProps {
  value: string;
  onChange(value: string): void;
  onError(message: string): void;
}

/** The document being previewed, in a card that folds away. */
function SourceCard({ value, onChange, onError }: SourceCardProps) {
  const [open, setOpen] = useState(true);
  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        <span className={styles.panelTitle}>{formatMessage(modelMessages.source)}</span>
        <Button
          type="text"
          size="small"
          icon={open ? <UpOutlined /> : <DownOutlined />}
          onClick={() => setOpen((o) => !o)}
        >
          {formatMessage(open ? modelMessages.collapseSource : modelMessages.expandSource)}
        </Button>
      </div>
      {open ? <PreviewSourcePanel value={value} onChange={onChange} onError={onError} /> : null}
    </div>
  );
}

interface FormToolsProps {
  /** the popupType the document asks for, marked on its button */
  designed: PopupType;
  onSubmit(): void;
  onReset(): void;
  onOpen(type: PopupType): void;
}

/** Above the form: submit and reset it, or open it as each popupType would. */
function FormTools({ designed, onSubmit, onReset, onOpen }: FormToolsProps) {
  return (
    <div className={styles.formTools}>
      <Space wrap>
        <Button type="primary" onClick={onSubmit}>
          {formatMessage(modelMessages.submit)}
        </Button>
        <Button onClick={onReset}>{formatMessage(modelMessages.reset)}</Button>
      </Space>
      <Space wrap>
        <span className={styles.muted}>{formatMessage(modelMessages.openAs)}</span>
        <Space.Compact>
          {POPUP_TYPES.map((type) => (
            <Button key={type} data-popup-type={type} onClick={() => onOpen(type)}>
              {formatMessage(modelMessages[type])}
              {type === designed ? formatMessage(modelMessages.designed) : ''}
            </Button>
          ))}
        </Space.Compact>
      </Space>
    </div>
  );
}
