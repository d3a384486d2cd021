import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  QRCode,
  Radio,
  Space,
  Spin,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PickerMode, ShortLinkSaveBody, ShortLinkSettings } from '../../../contract/shortLink';
import { getShortLink, saveShortLink } from '../../api/shortLink';
import { publicLinkUrl } from './links';

interface FormValues {
  enabled: boolean;
  password: string;
  clearPassword: boolean;
  expireTime: Dayjs | null;
  submitLimit: number;
  onePerBrowser: boolean;
  resultView: boolean;
  pickerMode: PickerMode;
}

function toFormValues(settings: ShortLinkSettings): FormValues {
  return {
    enabled: settings.enabledMark === 1,
    password: '',
    clearPassword: false,
    expireTime: settings.expireTime ? dayjs(settings.expireTime) : null,
    submitLimit: settings.submitLimit,
    onePerBrowser: settings.onePerBrowser === 1,
    resultView: settings.resultView === 1,
    pickerMode: settings.pickerMode,
  };
}

function toSaveBody(values: FormValues, version: number): ShortLinkSaveBody {
  return {
    enabledMark: values.enabled ? 1 : 0,
    // empty keeps the stored password; the tick removes it
    ...(values.clearPassword ? { password: '' } : values.password ? { password: values.password } : {}),
    expireTime: values.expireTime ? values.expireTime.valueOf() : null,
    submitLimit: values.submitLimit ?? 0,
    onePerBrowser: values.onePerBrowser ? 1 : 0,
    resultView: values.resultView ? 1 : 0,
    pickerMode: values.pickerMode,
    version,
  };
}

/** The link and its QR code, once the link is saved and enabled. */
function LinkPanel({ settings }: { settings: ShortLinkSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  if (!settings.id || settings.enabledMark !== 1) {
    return <p data-region="short-link-empty">{t('shortLink.saveFirst')}</p>;
  }
  const url = publicLinkUrl(settings.id);
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => message.success(t('shortLink.copied')),
      () => undefined,
    );
  return (
    <div data-region="short-link">
      <Form.Item label={t('shortLink.link')}>
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={url} data-field="shortLinkUrl" aria-label={t('shortLink.link')} />
          <Button onClick={copy}>{t('shortLink.copy')}</Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('shortLink.qrcode')}>
        <QRCode value={url} size={140} data-field="shortLinkQrcode" />
      </Form.Item>
      <p>{t('shortLink.submitCount', { count: settings.submitCount })}</p>
    </div>
  );
}

/** 表单外链: an administrator publishes the model as a public link and gets its address and QR code. */
function SettingsFields({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="enabled" label={t('shortLink.enabled')} valuePropName="checked" data-field="enabled">
        <Switch />
      </Form.Item>
      <Form.Item name="password" label={t('shortLink.password')} data-field="password">
        <Input.Password
          autoComplete="new-password"
          placeholder={hasPassword ? t('shortLink.passwordKept') : t('shortLink.passwordNone')}
        />
      </Form.Item>
      {hasPassword ? (
        <Form.Item name="clearPassword" valuePropName="checked" data-field="clearPassword">
          <Checkbox>{t('shortLink.clearPassword')}</Checkbox>
        </Form.Item>
      ) : null}
      <Form.Item name="expireTime" label={t('shortLink.expireTime')} data-field="expireTime">
        <DatePicker showTime placeholder={t('shortLink.expireNever')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="submitLimit"
        label={t('shortLink.submitLimit')}
        extra={t('shortLink.submitLimitHelp')}
        data-field="submitLimit"
      >
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="onePerBrowser" valuePropName="checked" data-field="onePerBrowser">
        <Checkbox>{t('shortLink.onePerBrowser')}</Checkbox>
      </Form.Item>
      <Form.Item name="resultView" valuePropName="checked" data-field="resultView">
        <Checkbox>{t('shortLink.resultView')}</Checkbox>
      </Form.Item>
      <Form.Item name="pickerMode" label={t('shortLink.pickerMode')} data-field="pickerMode">
        <Radio.Group>
          <Radio value="hide">{t('shortLink.pickerHide')}</Radio>
          <Radio value="readonly">{t('shortLink.pickerReadonly')}</Radio>
        </Radio.Group>
      </Form.Item>
    </>
  );
}

export interface PublishDialogProps {
  modelId: string;
  onClose(): void;
}

export default function PublishDialog({ modelId, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [settings, setSettings] = useState<ShortLinkSettings | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    getShortLink(modelId).then(
      (loaded) => current && setSettings(loaded),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [modelId, onClose]);

  useEffect(() => {
    if (settings) form.setFieldsValue(toFormValues(settings));
  }, [settings, form]);

  const save = async () => {
    if (!settings) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      const reply = await saveShortLink(modelId, toSaveBody(values, settings.version));
      void message.success(reply.msg);
      setSettings(reply.data);
    } catch {
      // refused: the request layer showed the server's words (a stale version, a short password…)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('shortLink.dialogTitle')}
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('shortLink.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!settings} onClick={() => void save()}>
          {t('shortLink.save')}
        </Button>,
      ]}
    >
      {settings ? (
        <Form form={form} layout="vertical" data-region="short-link-dialog">
          <SettingsFields hasPassword={settings.hasPassword} />
          <LinkPanel settings={settings} />
        </Form>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
