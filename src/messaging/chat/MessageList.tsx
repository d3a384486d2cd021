import { useLayoutEffect, useRef } from 'react';
import { Avatar, Spin } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { messageTime, type ChatMsg } from './chatFormat';
import type { ChatPartner } from './chatStore';
import { avatarSrc } from './avatar';
import MessageContent from './MessageContent';
import styles from './chat.module.css';

interface Props {
  messages: ChatMsg[];
  me: string;
  partner: ChatPartner;
  myHeadIcon: string;
  loadingOlder: boolean;
  hasOlder: boolean;
  loadOlder(): void;
}

/** Within this many pixels of the top, older messages are fetched. */
const TOP_SLACK = 24;

/**
 * Keeps the view where the reader is: at the bottom on open and when a new message comes (if they were at the
 * bottom, or it is theirs), and on the same message when older ones are put above it.
 */
function useScrollKeeper(messages: ChatMsg[], me: string) {
  const box = useRef<HTMLDivElement>(null);
  const before = useRef({ first: '', last: '', height: 0, top: 0, atBottom: true });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = before.current;
    const first = messages[0]?.id ?? '';
    const last = messages.at(-1);
    if (prev.first && first !== prev.first && last?.id === prev.last) {
      el.scrollTop = el.scrollHeight - prev.height + prev.top; // older ones came in above
    } else if (last && last.id !== prev.last && (prev.atBottom || last.sendUserId === me || !prev.last)) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { ...before.current, first, last: last?.id ?? '', height: el.scrollHeight, top: el.scrollTop };
  }, [messages, me]);
  const remember = () => {
    const el = box.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop, atBottom };
  };
  return { box, remember };
}

/** The conversation, oldest at the top; my messages on the right with their delivery state. */
export default function MessageList(props: Props) {
  const { messages, me, partner, loadingOlder, hasOlder, loadOlder } = props;
  const { t } = useTranslation();
  const { box, remember } = useScrollKeeper(messages, me);
  const onScroll = () => {
    remember();
    if (hasOlder && !loadingOlder && (box.current?.scrollTop ?? 0) <= TOP_SLACK) loadOlder();
  };
  return (
    <div ref={box} className={styles.messages} onScroll={onScroll} data-testid="chat-messages">
      {loadingOlder && <Spin size="small" className={styles.older} />}
      {!hasOlder && messages.length > 0 && <div className={styles.older}>{t('chat.noMore')}</div>}
      {messages.map((m) => {
        const mine = m.sendUserId === me;
        return (
          <div key={m.id} className={mine ? styles.rowMine : styles.row} data-testid="chat-message" data-id={m.id}>
            <Avatar size={32} src={avatarSrc(mine ? props.myHeadIcon : partner.headIcon)} icon={<UserOutlined />} />
            <div className={styles.bubbleWrap}>
              <div className={styles.time}>{messageTime(m.sendTime)}</div>
              <div className={mine ? styles.bubbleMine : styles.bubble}>
                <MessageContent message={m} />
              </div>
              {mine && (
                <div className={m.state === 1 ? styles.stateRead : styles.state} data-testid="chat-state">
                  {m.state === 1 ? `✓✓ ${t('chat.read')}` : `✓ ${t('chat.sent')}`}
                </div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
