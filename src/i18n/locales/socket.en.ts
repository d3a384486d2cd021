/** English strings of the message socket and the bell (merged into en). */
const socket = {
  socket: {
    sessionExpired: 'Your session has expired, please sign in again',
    bellUnread: 'Notifications, {{count}} unread',
  },
};
export default socket;
