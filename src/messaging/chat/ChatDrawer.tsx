import { Drawer, Tabs } from 'antd';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { chatState } from './chatStore';
import ConversationList from './ConversationList';
import ContactList from './ContactList';
import ChatWindow from './ChatWindow';
import styles from './chat.module.css';

/** The chat drawer: 消息 (recent conversations) and 联系人 (contacts); the chat window opens beside it. */
export default function ChatDrawer() {
  const { t } = useTranslation();
  const { drawerOpen } = useSnapshot(chatState);
  return (
    <>
      <Drawer
        open={drawerOpen}
        title={t('chat.title')}
        width={280}
        mask={false}
        onClose={() => (chatState.drawerOpen = false)}
        rootClassName={styles.drawer}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        data-testid="chat-drawer"
      >
        <Tabs
          className={styles.tabs}
          centered
          items={[
            { key: 'messages', label: t('chat.tabMessages'), children: <ConversationList open={drawerOpen} /> },
            { key: 'contacts', label: t('chat.tabContacts'), children: <ContactList /> },
          ]}
        />
      </Drawer>
      <ChatWindow />
    </>
  );
}
