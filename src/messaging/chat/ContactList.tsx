import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { Avatar, Empty, Input, Spin } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getImContacts, type ImContact } from '../../api/message/chat';
import { openChat } from './chatStore';
import { avatarSrc } from './avatar';
import styles from './chat.module.css';

/** Contacts come 20 at a time; the next page is fetched once the list is scrolled within 300 px of its end. */
export const CONTACT_PAGE = 20;
export const NEAR_BOTTOM_PX = 300;

/** Pages of contacts for one keyword; `more()` fetches the next page unless one is in flight or all are in. */
function useContacts(keyword: string) {
  const [list, setList] = useState<ImContact[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const state = useRef({ page: 0, busy: false, keyword });

  const load = useCallback((page: number) => {
    const asked = state.current.keyword;
    state.current.busy = true;
    setLoading(true);
    getImContacts({ keyword: asked || undefined, currentPage: page, pageSize: CONTACT_PAGE })
      .then((result) => {
        if (asked !== state.current.keyword) return; // a newer search replaced this one
        state.current.page = page;
        setList((old) => (page === 1 ? result.list : [...old, ...result.list]));
        setTotal(result.pagination.total);
      })
      .catch(() => undefined)
      .finally(() => {
        if (asked !== state.current.keyword) return;
        state.current.busy = false;
        setLoading(false);
      });
  }, []);

  useEffect(() => {
    state.current = { page: 0, busy: false, keyword };
    load(1);
  }, [keyword, load]);

  const more = useCallback(() => {
    if (!state.current.busy && state.current.page > 0 && list.length < total) load(state.current.page + 1);
  }, [list.length, total, load]);
  return { list, total, loading, more };
}

/** 联系人: everyone one can chat with, searchable by name or account; a click opens the chat. */
export default function ContactList() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { list, loading, more } = useContacts(keyword);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX) more();
  };
  return (
    <div className={styles.contacts}>
      <Input.Search
        allowClear
        placeholder={t('chat.searchContacts')}
        aria-label={t('chat.searchContacts')}
        onSearch={(value) => setKeyword(value.trim())}
        className={styles.search}
      />
      <div className={styles.scroll} onScroll={onScroll} data-testid="chat-contacts">
        <ul className={styles.list} aria-label={t('chat.tabContacts')}>
          {list.map((c) => (
            <li
              key={c.id}
              className={styles.item}
              aria-label={c.realName}
              data-testid="chat-contact"
              tabIndex={0}
              onClick={() => openChat(c)}
              onKeyDown={(event) => event.key === 'Enter' && openChat(c)}
            >
              <Avatar size={38} src={avatarSrc(c.headIcon)} icon={<UserOutlined />} />
              <div className={styles.itemMain}>
                <div className={styles.name}>{c.realName}</div>
                <div className={styles.preview}>{[c.account, c.department].filter(Boolean).join(' · ')}</div>
              </div>
            </li>
          ))}
        </ul>
        {loading && <Spin className={styles.older} size="small" />}
        {!loading && list.length === 0 && <Empty description={t('chat.noContacts')} />}
      </div>
    </div>
  );
}
