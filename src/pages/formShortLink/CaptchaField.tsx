import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { publicCaptchaUrl } from '../../api/shortLink';
import styles from './publicForm.module.css';

export interface CaptchaFieldProps {
  /** the key the image was fetched with; a new key is a new image */
  captchaKey: string;
  value: string;
  onChange(value: string): void;
  onRefresh(): void;
}

/** 验证码: the text of the image, which a click replaces. */
export function CaptchaField({ captchaKey, value, onChange, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.captcha} data-region="captcha" data-field="captcha">
      <label htmlFor="public-form-captcha">{t('shortLink.captcha')}</label>
      <Input
        id="public-form-captcha"
        style={{ width: 160 }}
        maxLength={8}
        autoComplete="off"
        placeholder={t('shortLink.captchaPlaceholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <img
        src={publicCaptchaUrl(captchaKey)}
        alt={t('shortLink.captchaRefresh')}
        title={t('shortLink.captchaRefresh')}
        onClick={onRefresh}
      />
    </div>
  );
}

/** A fresh captcha key (the server keeps each image's answer under it, for one use). */
export const newCaptchaKey = () => `${Date.now()}${Math.random().toString().slice(2, 8)}`;
