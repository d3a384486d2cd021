import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { getUnreadCounts } from '../../api/message';
import { readAllMessages, type MessageFilter } from '../../api/message/records';
import { setUnreadTotal } from '../../store/notice';

/** The bell's number from the server (after a bulk change, counting locally would drift). */
export function refreshUnreadBadge(): Promise<void> {
  return getUnreadCounts().then(
    (counts) => setUnreadTotal(counts?.unReadNum ?? 0),
    () => undefined,
  );
}

/** "Mark all read" after its confirm: the server marks every message of the filter, then list and badge reload. */
export function useReadAll(filter: MessageFilter, reload: () => void): () => Promise<void> {
  const { t } = useTranslation();
  // the App's message API, not the static one: its toast lives and dies with the React tree it belongs to
  const { message } = App.useApp();
  return useCallback(async () => {
    try {
      await readAllMessages(filter);
    } catch {
      return; // the request layer has said why
    }
    void message.success(t('msgCenter.readAllDone'), 1.5);
    reload();
    await refreshUnreadBadge();
  }, [filter, reload, t, message]);
}
