import { useCallback, useState } from 'react';
import { captchaUrl, getLoginConfig } from '../../api/oauth';

/** Captcha state of the login form: the server says per account whether it is required and how long it is. */
export function useCaptcha() {
  const [enabled, setEnabled] = useState(false);
  const [length, setLength] = useState(4);
  const [timestamp, setTimestamp] = useState(() => String(Date.now()));

  const refresh = useCallback(() => setTimestamp(String(Date.now()) + Math.random().toString().slice(2, 6)), []);

  const checkAccount = useCallback(
    (account: string) => {
      if (!account.trim()) return;
      getLoginConfig(account.trim())
        .then((cfg) => {
          const on = Number(cfg.enableVerificationCode) === 1;
          setEnabled(on);
          setLength(cfg.verificationCodeNumber || 4);
          if (on) refresh();
        })
        .catch(() => undefined);
    },
    [refresh],
  );

  return { enabled, length, timestamp, src: enabled ? captchaUrl(length, timestamp) : '', refresh, checkAccount };
}
