import { Button, Input, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { popupMessages as m } from './messages';
import type { PopupQueryState } from './usePopupQuery';

/** Keyword box with 查询 and 重置, and the 刷新 link on the right. Enter in the box searches. */
export function PopupSearchBar({ state }: { state: PopupQueryState }) {
  useEngineLanguage();
  return (
    <div className="jnpf-popup-search" style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
      <Space wrap style={{ flex: 1 }}>
        <Input
          autoFocus
          allowClear
          value={state.input}
          style={{ width: 240 }}
          aria-label={formatMessage(m.keywordLabel)}
          placeholder={formatMessage(m.keyword)}
          onChange={(e) => state.setInput(e.target.value)}
          onPressEnter={() => state.search()}
          data-popup-keyword=""
        />
        <Button type="primary" onClick={() => state.search()} data-popup-search="">
          {formatMessage(m.search)}
        </Button>
        <Button onClick={() => state.reset()} data-popup-reset="">
          {formatMessage(m.reset)}
        </Button>
      </Space>
      <Button type="link" icon={<ReloadOutlined />} onClick={() => state.refresh()} data-popup-refresh="">
        {formatMessage(m.refresh)}
      </Button>
    </div>
  );
}
