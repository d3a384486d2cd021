/** Traditional Chinese strings of the message socket and the bell (merged into zhtw). */
const socket = {
  socket: {
    sessionExpired: '登入過期,請重新登入',
    bellUnread: '訊息通知，{{count}} 則未讀',
  },
};
export default socket;
