import { useCallback, useState, type Key } from 'react';
import { formatMessage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { modelMessages } from './messages';
import type { ModelApi } from './modelApi';
import { TOAST_SECONDS } from './ModelRecordLayer';
import type { ModelRow } from './types';
import type { ModelListState } from './useModelList';

/**
 * Deleting records of a model list: one row from its button, or the selected rows in one batch, each after a
 * confirmation. A refused delete keeps the rows (the request layer has shown why).
 */
export function useModelRemoval(api: ModelApi, list: ModelListState) {
  const services = useEngineServices();
  const [selected, setSelected] = useState<Key[]>([]);

  const remove = useCallback(
    async (row: ModelRow) => {
      const ok = await services.confirm({
        title: formatMessage(modelMessages.tipTitle),
        content: formatMessage(modelMessages.removeConfirm),
      });
      if (!ok) return;
      try {
        const reply = await api.remove(String(row.id));
        services.toast(reply.msg || formatMessage(modelMessages.done), 'success', TOAST_SECONDS);
        setSelected((keys) => keys.filter((k) => k !== row.id));
        list.reloadAfterRemoving(1);
      } catch (error) {
        console.warn('[model list] delete refused', error);
      }
    },
    [api, services, list],
  );

  const removeSelected = async () => {
    if (selected.length === 0) {
      services.toast(formatMessage(modelMessages.selectOne), 'warning', TOAST_SECONDS);
      return;
    }
    const ok = await services.confirm({
      title: formatMessage(modelMessages.tipTitle),
      content: formatMessage(modelMessages.batchRemoveConfirm),
    });
    if (!ok) return;
    try {
      const reply = await api.batchRemove(selected.map(String));
      services.toast(reply.msg || formatMessage(modelMessages.done), 'success', TOAST_SECONDS);
      list.reloadAfterRemoving(selected.length);
      setSelected([]);
    } catch (error) {
      console.warn('[model list] batch delete refused', error);
    }
  };

  return { selected, setSelected, remove, removeSelected };
}
