import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageFilter } from '../../api/message/records';
import type { TypeOption } from '../../messaging/drawer/messageTypes';

export const EMPTY_FILTER: MessageFilter = { keyword: '', type: '', isRead: '' };

/** Keyword, source type and read state; applied with 查询 (or Enter), cleared with 重置. */
export function RecordFilters({ types, onApply }: { types: TypeOption[]; onApply: (filter: MessageFilter) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MessageFilter>(EMPTY_FILTER);
  const apply = (next = draft) => onApply({ ...next, keyword: next.keyword.trim() });
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input
        allowClear
        style={{ width: 220 }}
        placeholder={t('msgCenter.keyword')}
        aria-label={t('msgCenter.keyword')}
        value={draft.keyword}
        onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
        onPressEnter={() => apply()}
        data-testid="record-keyword"
      />
      <Select<'' | number>
        style={{ width: 140 }}
        aria-label={t('msgCenter.typeLabel')}
        value={draft.type}
        options={[{ value: '', label: t('msgCenter.allTypes') }, ...types]}
        onChange={(type) => setDraft({ ...draft, type })}
        data-testid="record-type"
      />
      <Select<MessageFilter['isRead']>
        style={{ width: 140 }}
        aria-label={t('msgCenter.readState')}
        value={draft.isRead}
        options={[
          { value: '', label: t('msgCenter.allStates') },
          { value: '0', label: t('msgCenter.unread') },
          { value: '1', label: t('msgCenter.read') },
        ]}
        onChange={(isRead) => setDraft({ ...draft, isRead })}
        data-testid="record-read-state"
      />
      <Button type="primary" onClick={() => apply()} data-testid="record-search">
        {t('msgCenter.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY_FILTER);
          apply(EMPTY_FILTER);
        }}
      >
        {t('msgCenter.reset')}
      </Button>
    </Space>
  );
}
