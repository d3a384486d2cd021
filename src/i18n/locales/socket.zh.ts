/** Simplified Chinese strings of the message socket and the bell (merged into zh). */
const socket = {
  socket: {
    sessionExpired: '登录过期,请重新登录',
    bellUnread: '消息通知，{{count}} 条未读',
  },
};
export default socket;
