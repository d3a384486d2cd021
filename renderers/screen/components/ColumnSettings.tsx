import { useEffect, useMemo, useState } from 'react';
import { Button, Drawer, Popover, Space, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { defineMessages, formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { SUCCESS_TOAST_SECONDS } from '../actions/apiAction';
import { callApi } from '../callApi';
import { screenMessages } from '../messages';
import { useScreenRuntime } from '../runtime';
import { ColumnRows } from './ColumnRows';
import {
  applyPrefs,
  defaultPrefs,
  loadLocalPrefs,
  localKey,
  mergePrefs,
  samePrefs,
  sanitizePrefs,
  saveLocalPrefs,
  type ColumnPref,
} from './columnPrefs';
import styles from './columnSettings.module.css';
import type { ColumnSpec } from './tableCells';

export const columnMessages = defineMessages({
  title: { zh: '列表显示设置', zhtw: '列表顯示設置', en: 'Columns' },
  restore: { zh: '恢复默认', zhtw: '恢復默認', en: 'Restore defaults' },
  hint: { zh: '拖动调整顺序，勾选显示的列', zhtw: '拖動調整順序，勾選顯示的列', en: 'Drag to reorder, tick to show' },
});

/**
 * `customColumns` of a CrudTable: true or 'local' is the drawer variant (checkboxes, saved with 确定 in local
 * storage per menu); 'module' the switch variant (each change saved at once on the server for the menu, through
 * the API-table entries `columns.load` / `columns.save`, with 恢复默认).
 */
export type CustomColumns = boolean | 'local' | 'module';

/** The API names the module variant calls (src/engine/apis/columns.ts). */
export const COLUMN_APIS = { load: 'columns.load', save: 'columns.save' } as const;

export interface ColumnSettingsState {
  mode: 'local' | 'module';
  prefs: ColumnPref[];
  defaults: ColumnPref[];
  /** the table's columns after the preferences */
  columns: ColumnSpec[];
  save(next: ColumnPref[]): Promise<void>;
}

/** The preferences of one table; null when its schema does not allow custom columns. */
export function useColumnSettings(
  custom: CustomColumns | undefined,
  specs: ColumnSpec[],
  table: string,
): ColumnSettingsState | null {
  const runtime = useScreenRuntime();
  const mode = custom === 'module' ? 'module' : custom ? 'local' : null;
  const menuId = String(runtime.params.menuId ?? '');
  // without a menu (a screen shown outside the menus) the page address keeps tables apart
  const storageKey = localKey(menuId || globalThis.location?.pathname || 'screen', table);
  const [saved, setSaved] = useState<ColumnPref[] | null>(() => (mode === 'local' ? loadLocalPrefs(storageKey) : null));
  const canUseServer = mode === 'module' && !!menuId && !!runtime.services.api[COLUMN_APIS.load];

  useEffect(() => {
    if (!canUseServer) return;
    let alive = true;
    callApi(runtime.services, COLUMN_APIS.load, { moduleId: menuId })
      .then(({ data }) => alive && setSaved(sanitizePrefs(data)))
      .catch((error: unknown) => console.warn('[screen] column settings failed to load', error));
    return () => {
      alive = false;
    };
  }, [canUseServer, runtime, menuId]);

  const defaults = useMemo(() => defaultPrefs(specs), [specs]);
  const prefs = useMemo(() => mergePrefs(specs, saved), [specs, saved]);
  const columns = useMemo(() => applyPrefs(specs, saved ?? []), [specs, saved]);
  if (!mode) return null;

  const save = async (next: ColumnPref[]) => {
    const previous = saved;
    setSaved(next);
    if (mode === 'local') {
      saveLocalPrefs(storageKey, samePrefs(next, defaults) ? null : next);
      return;
    }
    if (!canUseServer || !runtime.services.api[COLUMN_APIS.save]) return;
    try {
      const { msg } = await callApi(runtime.services, COLUMN_APIS.save, { moduleId: menuId, columns: next });
      runtime.services.toast(msg || formatMessage(screenMessages.operationDone), 'success', SUCCESS_TOAST_SECONDS);
    } catch (error) {
      setSaved(previous); // the request layer showed why
      console.warn('[screen] column settings failed to save', error);
    }
  };
  return { mode, prefs, defaults, columns, save };
}

/** The 列表显示设置 button of the table tools, opening the variant the schema chose. */
export function ColumnSettingsButton({ settings }: { settings: ColumnSettingsState }) {
  useEngineLanguage();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ColumnPref[]>(settings.prefs);
  const title = formatMessage(columnMessages.title);
  const button = (
    <Button
      type="text"
      icon={<SettingOutlined />}
      aria-label={title}
      onClick={() => {
        setDraft(settings.prefs);
        setOpen(true);
      }}
    />
  );

  if (settings.mode === 'module') {
    return (
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={
          <div className={styles.popoverTitle} data-column-settings="module">
            <span>{title}</span>
            <Button type="link" size="small" onClick={() => void settings.save(settings.defaults)}>
              {formatMessage(columnMessages.restore)}
            </Button>
          </div>
        }
        content={
          <div className={styles.popoverBody}>
            <ColumnRows prefs={settings.prefs} control="switch" onChange={(next) => void settings.save(next)} />
          </div>
        }
      >
        <Tooltip title={title}>{button}</Tooltip>
      </Popover>
    );
  }

  return (
    <>
      <Tooltip title={title}>{button}</Tooltip>
      <Drawer
        open={open}
        title={title}
        width={320}
        onClose={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space style={{ float: 'right' }} data-column-settings="local">
            <Button onClick={() => setDraft(settings.defaults)}>{formatMessage(columnMessages.restore)}</Button>
            <Button onClick={() => setOpen(false)}>{formatMessage(screenMessages.cancel)}</Button>
            <Button
              type="primary"
              onClick={() => {
                void settings.save(draft);
                setOpen(false);
              }}
            >
              {formatMessage(screenMessages.ok)}
            </Button>
          </Space>
        }
      >
        <div className={styles.hint}>{formatMessage(columnMessages.hint)}</div>
        <ColumnRows prefs={draft} control="checkbox" onChange={setDraft} />
      </Drawer>
    </>
  );
}
