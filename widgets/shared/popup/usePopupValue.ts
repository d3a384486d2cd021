import { useCallback, useEffect, useRef, useState } from 'react';
import { useField } from '@formily/react';
import { useEngineServices, type DataInterfaceParam } from '../../../engine-core/services';
import { propsValueOf, relationFieldOf, rowKey, rowLabel, valueIds } from './logic';
import { hasSource, rowsByIds, sourceKey } from './popupSource';
import type { PopupFieldData, PopupRow, PopupSourceProps, PopupValue } from './types';

export interface PopupValueState {
  ids: string[];
  /** the rows of the value once fetched (unknown keys are left out) */
  rows: PopupRow[];
  /** every key of the value has been looked up */
  resolved: boolean;
  /** what the field shows for each key: the row's relationField, else the key itself */
  labels: string[];
  /** rows picked in the popup: their labels are known without asking the server */
  remember(rows: readonly PopupRow[]): void;
}

/** Shares the picked rows with popupAttr fields through the Formily field's data. */
function usePublishRows(rows: PopupRow[], resolved: boolean) {
  const field = useField() as { data?: PopupFieldData; setData?: (data: unknown) => void } | undefined;
  const published = resolved ? rows : undefined;
  const key = JSON.stringify(published ?? null);
  useEffect(() => {
    if (!field?.setData) return;
    const current = field.data?.popupRows;
    if (JSON.stringify(current ?? null) === key) return;
    field.setData({ ...(field.data ?? {}), popupRows: JSON.parse(key) ?? undefined });
  }, [field, key]);
}

/**
 * The rows behind a stored value: keys picked in the popup are known, others (a saved record being reopened)
 * are fetched once through Actions/InfoByIds (a model's records one by one). A key the interface no longer has shows as itself.
 */
export function usePopupValue(
  props: PopupSourceProps,
  value: PopupValue,
  params: () => DataInterfaceParam[],
): PopupValueState {
  const services = useEngineServices();
  const source = sourceKey(props);
  const propsValue = propsValueOf(props);
  const relationField = relationFieldOf(props);
  const cacheKey = `${source}|${propsValue}`;
  const cache = useRef({ key: cacheKey, rows: new Map<string, PopupRow | null>() });
  if (cache.current.key !== cacheKey) cache.current = { key: cacheKey, rows: new Map() };
  const [, setVersion] = useState(0);
  const ids = valueIds(value);
  const idsKey = JSON.stringify(ids);

  useEffect(() => {
    const store = cache.current;
    const missing = (JSON.parse(idsKey) as string[]).filter((id) => !store.rows.has(id));
    if (!missing.length) return;
    const settle = (found: readonly PopupRow[]) => {
      for (const row of found) store.rows.set(rowKey(row, { propsValue }), row);
      for (const id of missing) if (!store.rows.has(id)) store.rows.set(id, null);
      setVersion((v) => v + 1);
    };
    if (!hasSource(props)) return settle([]);
    let live = true;
    rowsByIds(services, props, missing, params)
      .then((found) => live && settle(found))
      .catch((error: unknown) => {
        console.warn(`[popup] could not look up ${missing.join(',')} in ${source}:`, error);
        if (live) settle([]);
      });
    return () => {
      live = false;
    };
    // params (and props beyond the source) are read at call time: a parameter change does not make a saved key
    // mean another row; cacheKey names the source
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [idsKey, cacheKey, propsValue, relationField, services]);

  const remember = useCallback(
    (rows: readonly PopupRow[]) => {
      for (const row of rows) cache.current.rows.set(rowKey(row, { propsValue }), row);
    },
    [propsValue],
  );

  const store = cache.current.rows;
  const resolved = ids.every((id) => store.has(id));
  const rows = ids.map((id) => store.get(id)).filter((r): r is PopupRow => Boolean(r));
  const labels = ids.map((id) => {
    const row = store.get(id);
    return row ? rowLabel(row, { propsValue, relationField }) : id;
  });
  usePublishRows(rows, resolved);
  return { ids, rows, resolved, labels, remember };
}
