import { useState } from 'react';
import { Avatar, Button, Modal, Spin } from 'antd';
import { HistoryOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '../../store/session';
import { chatState, closeChat, type ChatPartner } from './chatStore';
import { useChatMessages } from './useChatMessages';
import { avatarSrc } from './avatar';
import MessageList from './MessageList';
import Composer from './Composer';
import HistoryPanel from './HistoryPanel';
import styles from './chat.module.css';

/** The open conversation: messages, the composer and, on demand, the history panel beside them. */
function Conversation({ partner, me }: { partner: ChatPartner; me: string }) {
  const { userInfo } = useSnapshot(session);
  const state = useChatMessages(partner.id, me);
  return (
    <div className={styles.conversation}>
      <Spin spinning={state.loading} wrapperClassName={styles.spinFill}>
        <MessageList {...state} me={me} partner={partner} myHeadIcon={userInfo?.headIcon ?? ''} />
      </Spin>
      <Composer partnerId={partner.id} />
    </div>
  );
}

/** The chat window of `chatState.active`, a dialog over the page (the drawer stays usable beside it). */
export default function ChatWindow() {
  const { t } = useTranslation();
  const { active } = useSnapshot(chatState);
  const { userInfo } = useSnapshot(session);
  const [showHistory, setShowHistory] = useState(false);
  const me = userInfo?.userId ?? '';
  const title = active && (
    <div className={styles.windowTitle}>
      <Avatar size={28} src={avatarSrc(active.headIcon)} icon={<UserOutlined />} />
      <span className={styles.windowName} data-testid="chat-window-name">
        {active.realName}
      </span>
      <Button
        size="small"
        type={showHistory ? 'primary' : 'default'}
        icon={<HistoryOutlined />}
        onClick={() => setShowHistory(!showHistory)}
        data-testid="chat-history-toggle"
      >
        {t('chat.history')}
      </Button>
    </div>
  );
  return (
    <Modal
      open={!!active}
      title={title}
      footer={null}
      width={showHistory ? 980 : 640}
      mask={false}
      maskClosable={false}
      destroyOnHidden
      onCancel={() => {
        setShowHistory(false);
        closeChat();
      }}
      className={styles.window}
      wrapClassName={styles.windowWrap}
      data-testid="chat-window"
    >
      {active && (
        <div className={styles.windowBody} key={active.id}>
          <Conversation partner={active} me={me} />
          {showHistory && <HistoryPanel partner={active} me={me} />}
        </div>
      )}
    </Modal>
  );
}
