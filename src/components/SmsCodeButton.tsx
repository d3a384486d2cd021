import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../api/oauthModes';

/** Seconds before another code may be asked for. */
export const SMS_RESEND_SECONDS = 60;

/** A mainland mobile number: 11 digits, 1 then 3–9 (the platform's named rule "phone"). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export interface SmsCodeButtonProps {
  /** reads and validates the mobile field; resolves with the number or rejects (the form shows why) */
  getMobile(): Promise<string>;
  onSent?(): void;
}

/** 获取验证码 with a 60 s countdown once the server accepted the request. */
export default function SmsCodeButton({ getMobile, onSent }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    let mobile: string;
    try {
      mobile = await getMobile();
    } catch {
      return; // the form marks the field
    }
    setSending(true);
    try {
      await sendSmsCode(mobile);
      setLeft(SMS_RESEND_SECONDS);
      onSent?.();
    } catch {
      // the request layer showed the server's reason
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} disabled={left > 0} loading={sending} data-testid="sms-send" style={{ width: 128 }}>
      {left > 0 ? t('login.resendIn', { s: left }) : t('login.getCode')}
    </Button>
  );
}
