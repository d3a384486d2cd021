import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isMessageRead, readMessageInfo, type MessageInfo, type MessageRecord } from '../../api/message/records';
import { notice, setUnreadTotal } from '../../store/notice';
import { session } from '../../store/session';
import { MessageDetailDialog } from './MessageDetailDialog';
import { messageTarget } from './messageTarget';

/**
 * Opening a message, shared by the drawer and /messageRecord: ReadInfo marks it read on the server, so an
 * unread one lowers the bell at once and the caller marks its row; then it is either shown in the detail
 * dialog or, for a flow or schedule message with a target, that target is opened (`onLeave` closes the drawer).
 */
export function useOpenMessage(options: { onRead: (id: string) => void; onLeave?: () => void }): {
  open: (record: MessageRecord) => void;
  dialog: ReactNode;
} {
  const { onRead, onLeave } = options;
  const navigate = useNavigate();
  const [info, setInfo] = useState<MessageInfo | null>(null);
  const open = useCallback(
    (record: MessageRecord) => {
      readMessageInfo(record.id).then(
        (detail) => {
          if (!isMessageRead(record)) {
            setUnreadTotal(notice.unreadTotal - 1);
            onRead(record.id);
          }
          const target = messageTarget({ ...detail, type: detail.type ?? record.type }, session.menuList);
          if (target) {
            onLeave?.();
            navigate(target);
          } else setInfo({ ...detail, title: detail.title ?? record.title });
        },
        () => undefined, // the request layer has said why
      );
    },
    [navigate, onLeave, onRead],
  );
  return { open, dialog: <MessageDetailDialog info={info} onClose={() => setInfo(null)} /> };
}
