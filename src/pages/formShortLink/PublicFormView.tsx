import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PublicFormConfig, PublicSubmitResult } from '../../../contract/shortLink';
import { EngineProvider, FormRenderer, FormSubmitError, type FormRendererHandle } from '../../../renderers';
import { defaultRegistry } from '../../../widgets';
import { submitPublicForm } from '../../api/shortLink';
import { CaptchaField, newCaptchaKey } from './CaptchaField';
import { browserToken, publicResultUrl } from './links';
import { isPhoneWidth, singleColumnForm } from './phoneLayout';
import { publicServices } from './publicServices';
import styles from './publicForm.module.css';

export interface PublicFormViewProps {
  linkId: string;
  config: PublicFormConfig;
  /** the access password the page was opened with, sent again with the submission */
  password?: string;
}

/** What the server refused with: its own words (a rule, the captcha, the limit, 操作过于频繁…). */
const refusal = (rejected: unknown) =>
  rejected && typeof rejected === 'object' && 'msg' in rejected ? String((rejected as { msg: unknown }).msg) : '';

function Submitted({ linkId, result, onAgain }: { linkId: string; result: PublicSubmitResult; onAgain(): void }) {
  const { t } = useTranslation();
  return (
    <div data-region="submitted">
      <Result
        status="success"
        title={t('shortLink.submittedTitle')}
        subTitle={t('shortLink.submittedText')}

        extra={[
          result.resultToken ? (
            <Link key="result" to={publicResultUrl(linkId, result.id, result.resultToken)}>
              {t('shortLink.viewResult')}
            </Link>
          ) : null,
          <Button key="again" onClick={onAgain}>
            {t('shortLink.again')}
          </Button>,
        ]}
      />
    </div>
  );
}

/** The published form, the captcha and 提交; then the confirmation. */
export function PublicFormView({ linkId, config, password }: PublicFormViewProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const services = useMemo(
    () => publicServices(config.dictionaries, (content, type = 'info') => void message.open({ type, content })),
    [config.dictionaries, message],
  );
  const formData = useMemo(
    () => (isPhoneWidth() ? singleColumnForm(config.formData ?? '{}') : config.formData),
    [config.formData],
  );
  const formRef = useRef<FormRendererHandle>(null);
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<PublicSubmitResult | null>(null);
  const [round, setRound] = useState(0);

  const submit = async () => {
    setProblem('');
    let values: Record<string, unknown>;
    try {
      values = (await formRef.current?.submit()) ?? {};
    } catch (error) {
      // the form shows its own field errors
      if (!(error instanceof FormSubmitError)) setProblem(String(error));
      return;
    }
    setSubmitting(true);
    try {
      const body = { data: JSON.stringify(values), code, timestamp: captchaKey, password };
      const token = config.onePerBrowser === 1 ? { browserToken: browserToken() } : {};
      setSubmitted(await submitPublicForm(linkId, { ...body, ...token }));
    } catch (rejected) {
      setProblem(refusal(rejected) || t('shortLink.loadFailed'));
    } finally {
      // a captcha is good for one try
      setCaptchaKey(newCaptchaKey());
      setCode('');
      setSubmitting(false);
    }
  };

  if (submitted) {
    const again = () => {
      setSubmitted(null);
      setRound((r) => r + 1);
    };
    return <Submitted linkId={linkId} result={submitted} onAgain={again} />;
  }
  return (
    <EngineProvider widgets={defaultRegistry} services={services}>
      <div data-region="public-form">
        <FormRenderer key={round} ref={formRef} formData={formData} services={services} />
      </div>
      <CaptchaField
        captchaKey={captchaKey}
        value={code}
        onChange={setCode}
        onRefresh={() => setCaptchaKey(newCaptchaKey())}
      />
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} role="alert" /> : null}
      <div className={styles.actions}>
        <Button type="primary" size="large" loading={submitting} onClick={() => void submit()} data-action="submit">
          {t('shortLink.submit')}
        </Button>
      </div>
    </EngineProvider>
  );
}
