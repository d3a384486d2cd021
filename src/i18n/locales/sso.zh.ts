/** Simplified Chinese strings of single sign-on (/sso, /auth-redirect, the login page's button; merged into zh). */
const sso = {
  sso: {
    title: '单点登录',
    loginButton: '单点登录',
    intro: '使用所在单位的统一身份认证账号登录本平台。',
    start: '前往单点登录',
    retry: '重新单点登录',
    signingIn: '正在登录…',
    leaving: '正在跳转到单点登录…',
    backToLogin: '返回登录页',
    failedTitle: '单点登录未成功',
    notConfiguredTitle: '未配置单点登录',
    failures: {
      notConfigured: '本系统尚未配置单点登录，请使用账号密码等方式登录。',
      providerDown: '单点登录服务暂时无法访问，请稍后再试。',
      badState: '单点登录请求无效、已过期或已使用，请重新登录。',
      expired: '单点登录已过期，请重新登录。',
      rejected: '身份提供方拒绝了登录请求，单点登录未完成。',
      badToken: '身份令牌校验未通过，单点登录失败。',
      unknownUser: '您的单点登录账号在本平台不存在，请联系管理员开通。',
      badTicket: '登录票据无效、已过期或已使用，请重新登录。',
      refused: '您的账号当前无法登录本平台（已禁用、已锁定或没有权限）。',
      unknown: '单点登录失败，请重试。',
    },
  },
};
export default sso;
export type SsoMessages = typeof sso;
