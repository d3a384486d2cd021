import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Tag } from 'antd';
import { defineMessages, formatMessage } from '../../engine-core/i18n';
import type { EngineServices } from '../../engine-core/services';
import type { ModelRow } from './types';

const messages = defineMessages({
  publicMark: { zh: '外链', zhtw: '外鏈', en: 'Public' },
  publicMarkTitle: { zh: '通过表单外链提交', zhtw: '通過表單外鏈提交', en: 'Submitted through the public link' },
});

/**
 * Which shown rows came in through the model's public link (docs/public-forms.md), asked once per page of rows;
 * the table shows a 外链 tag after their number. Without the API (another host) or on failure nothing is marked.
 */
export function usePublicMarks(services: EngineServices, modelId: string, rows: readonly ModelRow[]) {
  const [publicIds, setPublicIds] = useState<ReadonlySet<string>>(new Set());
  const ids = rows.map((row) => String(row.id ?? '')).filter(Boolean);
  const key = ids.join(',');
  useEffect(() => {
    const call = services.api['shortLink.publicIds'];
    if (!call || key === '') return;
    let current = true;
    void Promise.resolve(call({ modelId, ids: key.split(',') }))
      .then((found) => {
        if (current && Array.isArray(found)) setPublicIds(new Set(found.map(String)));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [services, modelId, key]);
  const mark = useCallback(
    (row: ModelRow): ReactNode =>
      publicIds.has(String(row.id)) ? (
        <Tag color="blue" data-public-submission="true" title={formatMessage(messages.publicMarkTitle)}>
          {formatMessage(messages.publicMark)}
        </Tag>
      ) : null,
    [publicIds],
  );
  // no mark at all keeps the number column narrow
  return publicIds.size > 0 ? mark : undefined;
}
