import type { SsoMessages } from './sso.zh';

/** Traditional Chinese strings of single sign-on (merged into zhtw). */
const sso: SsoMessages = {
  sso: {
    title: '單點登入',
    loginButton: '單點登入',
    intro: '使用所在單位的統一身分認證帳號登入本平臺。',
    start: '前往單點登入',
    retry: '重新單點登入',
    signingIn: '正在登入…',
    leaving: '正在跳轉到單點登入…',
    backToLogin: '返回登入頁',
    failedTitle: '單點登入未成功',
    notConfiguredTitle: '未設定單點登入',
    failures: {
      notConfigured: '本系統尚未設定單點登入，請使用帳號密碼等方式登入。',
      providerDown: '單點登入服務暫時無法存取，請稍後再試。',
      badState: '單點登入請求無效、已過期或已使用，請重新登入。',
      expired: '單點登入已過期，請重新登入。',
      rejected: '身分提供方拒絕了登入請求，單點登入未完成。',
      badToken: '身分令牌校驗未通過，單點登入失敗。',
      unknownUser: '您的單點登入帳號在本平臺不存在，請聯絡管理員開通。',
      badTicket: '登入票據無效、已過期或已使用，請重新登入。',
      refused: '您的帳號目前無法登入本平臺（已停用、已鎖定或沒有權限）。',
      unknown: '單點登入失敗，請重試。',
    },
  },
};
export default sso;
