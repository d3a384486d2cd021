import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Select,
  Space,
  Spin,
  type FormInstance,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { getBaseInfo, updateBaseInfo } from '../../api/currentUser';
import type { UpdateBaseInfoBody, UserBaseInfo } from '../../../contract';
import { useRemote } from '../../hooks/useRemote';
import { session } from '../../store/session';

type FormValues = Omit<UpdateBaseInfoBody, 'birthday'> & { birthday?: Dayjs | null };

const fmt = (ms: number | null | undefined, pattern = 'YYYY-MM-DD') => (ms ? dayjs(ms).format(pattern) : '—');

/** What the view shows when BaseInfo is not available: the CurrentUser profile the shell already has. */
function fromSession(): Partial<UserBaseInfo> {
  const u = session.userInfo;
  if (!u) return {};
  return {
    account: u.userAccount,
    realName: u.userName,
    gender: u.gender,
    mobilePhone: u.mobilePhone,
    email: u.email,
    organize: u.organizeName,
    position: u.positionName,
    roleId: u.roleName,
    manager: u.manager,
  };
}

/** Base information: a read-only view, and an edit form for the fields a user may change about themselves. */
export default function BaseInfoTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { userInfo } = useSnapshot(session);
  const remote = useRemote(() => getBaseInfo({ silent: true }), [userInfo?.userId]);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const info: Partial<UserBaseInfo> = remote.data ?? fromSession();

  const startEdit = () => {
    form.setFieldsValue({
      realName: info.realName ?? '',
      gender: info.gender ?? undefined,
      mobilePhone: info.mobilePhone ?? '',
      email: info.email ?? '',
      birthday: info.birthday ? dayjs(info.birthday) : null,
      signature: info.signature ?? '',
      postalAddress: info.postalAddress ?? '',
    });
    setEditing(true);
  };

  const save = async (values: FormValues) => {
    setSaving(true);
    try {
      await updateBaseInfo({ ...values, birthday: values.birthday ? values.birthday.valueOf() : null });
      void message.success(t('profile.saved'));
      setEditing(false);
      remote.reload();
    } catch {
      // shown by the request layer; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  if (remote.loading && !remote.data) return <Spin />;
  if (editing) return <BaseInfoForm form={form} saving={saving} onSave={save} onCancel={() => setEditing(false)} />;

  return <BaseInfoView info={info} unavailable={remote.failed} onEdit={startEdit} />;
}

interface BaseInfoFormProps {
  form: FormInstance<FormValues>;
  saving: boolean;
  onSave(values: FormValues): void;
  onCancel(): void;
}

/** The fields a user may change about themselves. */
function BaseInfoForm({ form, saving, onSave, onCancel }: BaseInfoFormProps) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" onFinish={onSave} style={{ maxWidth: 560 }} data-testid="base-info-form">
      <Form.Item
        name="realName"
        label={t('profile.realName')}
        rules={[{ required: true, message: t('register.realNameRequired') }]}
      >
        <Input maxLength={50} data-testid="profile-realName" />
      </Form.Item>
      <Form.Item name="gender" label={t('profile.gender')}>
        <Select allowClear options={['1', '2'].map((v) => ({ value: v, label: t(`profile.genders.${v}`) }))} />
      </Form.Item>
      <Form.Item name="birthday" label={t('profile.birthday')}>
        <DatePicker style={{ width: '100%' }} data-testid="profile-birthday" />
      </Form.Item>
      <Form.Item name="mobilePhone" label={t('login.mobile')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('register.email')}
        rules={[{ type: 'email', message: t('register.emailInvalid') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="signature" label={t('profile.signature')}>
        <Input maxLength={100} data-testid="profile-signature" />
      </Form.Item>
      <Form.Item name="postalAddress" label={t('profile.postalAddress')}>
        <Input maxLength={200} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
          {t('common.save')}
        </Button>
        <Button onClick={onCancel}>{t('layout.cancel')}</Button>
      </Space>
    </Form>
  );
}

interface BaseInfoViewProps {
  info: Partial<UserBaseInfo>;
  /** BaseInfo could not be read: what the shell knows is shown, with a note */
  unavailable: boolean;
  onEdit(): void;
}

/** The user's base information, read-only, with the button that opens the form. */
function BaseInfoView({ info, unavailable, onEdit }: BaseInfoViewProps) {
  const { t } = useTranslation();
  return (
    <>
      {unavailable && (
        <Alert type="info" showIcon message={t('profile.baseInfoUnavailable')} style={{ marginBottom: 16 }} />
      )}
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="base-info">
        <Descriptions.Item label={t('login.account')}>{info.account || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.realName')}>{info.realName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.gender')}>
          {info.gender ? t(`profile.genders.${info.gender}`, { defaultValue: info.gender }) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.birthday')}>{fmt(info.birthday)}</Descriptions.Item>
        <Descriptions.Item label={t('login.mobile')}>{info.mobilePhone || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('register.email')}>{info.email || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('page.organize')}>{info.organize || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('page.position')}>{info.position || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.roles')}>{info.roleId || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.manager')}>{info.manager || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.signature')}>{info.signature || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.postalAddress')}>{info.postalAddress || '—'}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" onClick={onEdit} style={{ marginTop: 16 }} data-testid="profile-edit">
        {t('common.edit')}
      </Button>
    </>
  );
}
