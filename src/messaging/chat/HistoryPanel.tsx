import { useEffect, useState } from 'react';
import { Empty, Input, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { getChatHistory } from '../../api/message/chat';
import { messageTime, type ChatMsg } from './chatFormat';
import { chatState, type ChatPartner } from './chatStore';
import MessageContent from './MessageContent';
import styles from './chat.module.css';

/** The history panel pages from the first message on, 50 at a time. */
export const HISTORY_PAGE = 50;

/** 历史记录: the whole conversation oldest first, searchable by a word of the text messages. */
export default function HistoryPanel({ partner, me }: { partner: ChatPartner; me: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ChatMsg[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  // 删除聊天记录 reloads the panel (empty now)
  const cleared = useSnapshot(chatState).cleared[partner.id] ?? 0;

  useEffect(() => {
    let live = true;
    setLoading(true);
    getChatHistory(partner.id, { currentPage: page, pageSize: HISTORY_PAGE, sord: 'asc', keyword })
      .then((result) => {
        if (!live) return;
        setRows(result.list);
        setTotal(result.pagination.total);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [partner.id, page, keyword, cleared]);

  return (
    <aside className={styles.history} aria-label={t('chat.history')} data-testid="chat-history">
      <Input.Search
        allowClear
        size="small"
        placeholder={t('chat.historySearch')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <Spin spinning={loading}>
        <div className={styles.historyList}>
          {rows.length === 0 && !loading && <Empty description={t('chat.noHistory')} />}
          {rows.map((m) => (
            <div key={m.id} className={styles.historyRow} data-testid="chat-history-row">
              <div className={m.sendUserId === me ? styles.historyMe : styles.historyName}>
                {m.sendUserId === me ? t('chat.me') : partner.realName} {messageTime(m.sendTime)}
              </div>
              <MessageContent message={m} />
            </div>
          ))}
        </div>
      </Spin>
      {total > HISTORY_PAGE && (
        <Pagination simple size="small" current={page} pageSize={HISTORY_PAGE} total={total} onChange={setPage} />
      )}
    </aside>
  );
}
