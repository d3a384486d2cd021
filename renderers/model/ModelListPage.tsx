import { lazy, Suspense, useCallback, useMemo, useState, type Key, type ReactNode } from 'react';
import { Button, Result, Spin, Tooltip } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { WidgetRegistry } from '../../engine-core/registry';
import { useWidgetRegistry } from '../EngineProvider';
import { formDataToSchema } from '../formModel/formDataToSchema';
import { validateFormModel } from '../formModel/validateFormModel';
import type { FieldInfo } from '../formModel/types';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { screenMessages } from '../screen/messages';
import { useEngineServices, type EngineServices } from '../../engine-core/services';
import { toListConfig } from './columnData';
import { IssueList } from './IssueList';
import { usePageListType, usePageRowAction } from './listTypes/usePageListType';
import { modelMessages } from './messages';
import { PrintAction } from '../print/PrintAction';
import { createModelApi, type ModelApi } from './modelApi';
import { ModelRecordLayer, type RecordRequest } from './ModelRecordLayer';
import { ModelSearchBar } from './ModelSearchBar';
import { ModelTable } from './ModelTable';
import { modelImportApi } from './import/wizardApi';
import { popupLayerOf } from './popupLayer';
import type { ModelButton, ModelConfigData, ModelListConfig, ToolbarAction } from './types';
import { useModelConfig } from './useModelConfig';
import { useModelExport } from './useModelExport';
import { useModelRemoval } from './useModelRemoval';
import { usePublicMarks } from './usePublicMarks';
import styles from './model.module.css';

/** loaded on the first click of 导入: the list page's bundle carries none of the wizard */
const ImportWizard = lazy(() => import('./import/ImportWizard'));

export interface ModelListPageProps {
  /** the form model (the menu's propertyJson.moduleId) */
  modelId: string;
  /** the menu: sent with the list query, and the page's permission entry */
  menuId?: string;
  /**
   * whether the menu grants a button code (btn_add, btn_edit, btn_remove, btn_detail, btn_batchRemove); the
   * host reads its permission list. Consulted when the list designer turned button permissions on.
   */
  hasPermission?: (code: string) => boolean;
  /** whether the menu grants a form field code; the detail applies it when the designer turned form permission on */
  hasFormPermission?: (code: string) => boolean;
  /** the widgets to render with; the enclosing EngineProvider's otherwise */
  registry?: WidgetRegistry;
  /** the host's own buttons after the model's toolbar (the app's 外链 publish action, docs/public-forms.md) */
  toolbarExtra?: ReactNode;
}

/**
 * The list page of a form model (menu type 3, docs/architecture.md): built from the model's columnData over
 * `OnlineDev/{modelId}/List`, with add, edit, detail and delete in the model's own form.
 */
export function ModelListPage(props: ModelListPageProps) {
  const { modelId, menuId, hasPermission, hasFormPermission, registry: givenRegistry, toolbarExtra } = props;
  useEngineLanguage();
  const registry = useWidgetRegistry(givenRegistry);
  const services = useEngineServices();
  const api = useMemo(() => createModelApi(services, modelId, menuId), [services, modelId, menuId]);
  const [reloadKey, setReloadKey] = useState(0);
  const state = useModelConfig(api, reloadKey);

  if (state.status === 'loading') {
    return (
      <div className={styles.problem} data-model-page="loading" style={{ textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.problem} data-model-page="failed">
        <Result
          status="warning"
          title={state.message || formatMessage(modelMessages.loadFailed)}
          extra={<Button onClick={() => setReloadKey((k) => k + 1)}>{formatMessage(modelMessages.retry)}</Button>}
        />
      </div>
    );
  }
  return (
    <ModelList
      key={modelId}
      config={state.config}
      api={api}
      menuId={menuId}
      hasPermission={hasPermission}
      hasFormPermission={hasFormPermission}
      registry={registry}
      toolbarExtra={toolbarExtra}
    />
  );
}

interface ModelListProps {
  config: ModelConfigData;
  api: ModelApi;
  menuId?: string;
  hasPermission?: (code: string) => boolean;
  hasFormPermission?: (code: string) => boolean;
  registry: WidgetRegistry;
  toolbarExtra?: ReactNode;
}

/**
 * The buttons the user is shown: those the menu grants (when the designer turned button permissions on), and
 * none that opens the form while the form model cannot render at all (a model with located problems still
 * renders its other fields, so it keeps them; deleting always works).
 */
function useModelButtons(
  listConfig: ModelListConfig,
  hasPermission: ((code: string) => boolean) | undefined,
  formUsable: boolean,
) {
  const allowed = useCallback(
    (button: ModelButton<string>) =>
      !listConfig.useBtnPermission || !hasPermission || button.permission.some((code) => hasPermission(code)),
    [listConfig.useBtnPermission, hasPermission],
  );
  const toolbar = listConfig.toolbar.filter((b) => allowed(b) && (b.action !== 'add' || formUsable));
  const rowButtons = useMemo(
    () => listConfig.rowButtons.filter((b) => allowed(b) && (b.action === 'remove' || formUsable)),
    [listConfig.rowButtons, allowed, formUsable],
  );
  // rows are ticked for a batch delete or a batch print
  const selectable = toolbar.some((b) => b.action === 'batchRemove' || b.action === 'batchPrint');
  return { toolbar, rowButtons, selectable };
}

function ModelList(props: ModelListProps) {
  const { config, api, menuId, hasPermission, hasFormPermission, registry, toolbarExtra } = props;
  const formData = config.formData;
  const validation = useMemo(() => validateFormModel(formData, { registry }), [formData, registry]);
  const conversion = useMemo(() => formDataToSchema(formData, { registry }), [formData, registry]);
  const listConfig = useMemo(() => toListConfig(config.columnData), [config.columnData]);
  const fieldsByProp = useMemo(
    () => new Map<string, FieldInfo>(conversion.fields.filter((f) => !f.tableKey).map((f) => [f.path, f])),
    [conversion],
  );
  const { toolbar, rowButtons, selectable } = useModelButtons(listConfig, hasPermission, validation.renderable);
  const [request, setRequest] = useState<RecordRequest | null>(null);
  const pageInput = { api, fieldsByProp, menuId, conversion, registry, toolbar, openRecord: setRequest };
  const { list, view, hasPage } = usePageListType(config.columnData, listConfig, pageInput);
  const { selected, setSelected, remove, removeSelected } = useModelRemoval(api, list);
  const services = useEngineServices();
  const importer = useImportLayer(services, config.id, list.reload);
  const onRowAction = usePageRowAction(view, remove, setRequest);
  const rowMark = usePublicMarks(services, config.id, list.rows);
  const exporter = useModelExport({ modelId: config.id, menuId, columns: listConfig.columns });

  // a left tree stands beside the whole page
  return view.frame(
    <div className={styles.page} data-model-page={config.id}>
      {validation.ok && !validation.issues.length ? null : <IssueList issues={validation.issues} />}
      {listConfig.searchFields.length || listConfig.hasKeyword ? (
        <ModelSearchBar
          fields={listConfig.searchFields}
          withKeyword={listConfig.hasKeyword}
          registry={registry}
          onSearch={view.search}
        />
      ) : null}
      <div className={styles.tableCard} data-model-table>
        <ModelListToolbar
          toolbar={toolbar}
          onAdd={(button) => view.runAdd() || setRequest({ mode: 'add', title: button.label })}
          onRemoveSelected={() => void removeSelected()}
          onImport={importer.open}
          onExport={() => void exporter.run({ query: view.query(), sidx: list.sidx, selected })}
          onReload={list.reload}
          printIds={listConfig.printIds}
          selected={selected}
          extra={toolbarExtra}
        />
        <ModelTable
          columns={listConfig.columns}
          fieldsByProp={fieldsByProp}
          registry={registry}
          list={list}
          hasPage={hasPage}
          defaultSidx={listConfig.defaultSidx}
          rowButtons={rowButtons}
          onRowAction={onRowAction}
          selection={selectable ? { keys: selected, onChange: setSelected } : undefined}
          decorate={view.decorate}
          rowMark={rowMark}
        />
      </div>
      <ModelRecordLayer
        request={request}
        formData={formData}
        formConf={conversion.formConf}
        layer={popupLayerOf(conversion.formConf)}
        api={api}
        registry={registry}
        onClose={() => setRequest(null)}
        onSaved={list.reload}
        formPermission={listConfig.useFormPermission ? hasFormPermission : undefined}
      />
      {importer.layer}
    </div>,
  );
}

/** 导入: the wizard, loaded on its first opening, over the list; the list reloads once it imported. */
function useImportLayer(services: EngineServices, modelId: string, reload: () => void) {
  const [importing, setImporting] = useState(false);
  const importApi = useMemo(() => modelImportApi(services, modelId), [services, modelId]);
  const layer = importing ? (
    <Suspense fallback={null}>
      <ImportWizard
        api={importApi}
        onCancel={() => setImporting(false)}
        onDone={() => {
          setImporting(false);
          reload();
        }}
      />
    </Suspense>
  ) : null;
  return { open: () => setImporting(true), layer };
}

interface ModelListToolbarProps {
  toolbar: ModelButton<ToolbarAction>[];
  onAdd(button: ModelButton<ToolbarAction>): void;
  onRemoveSelected(): void;
  onImport(): void;
  onExport(): void;
  onReload(): void;
  /** 批量打印: the list's templates and the ticked rows */
  printIds: string[];
  selected: readonly Key[];
  /** the host's own buttons after the model's */
  extra?: ReactNode;
}

/** Above the table: add, import, export and batch delete on the left, refresh on the right. */
function ModelListToolbar(props: ModelListToolbarProps) {
  const { toolbar, onAdd, onRemoveSelected, onImport, onExport, onReload, printIds, selected, extra } = props;
  return (
    <div className={styles.tableHeader}>
      <div className={styles.toolbar}>
        {toolbar.map((button) =>
          button.action === 'add' ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => onAdd(button)}>
              {button.label}
            </Button>
          ) : button.action === 'upload' ? (
            <Button key="upload" icon={<UploadOutlined />} onClick={onImport}>
              {button.label}
            </Button>
          ) : button.action === 'download' ? (
            <Button key="download" icon={<DownloadOutlined />} onClick={onExport}>
              {button.label}
            </Button>
          ) : button.action === 'batchPrint' ? (
            <PrintAction
              key="batchPrint"
              printIds={printIds}
              recordIds={() => selected.map(String)}
              label={button.label}
            />
          ) : (
            <Button key="batchRemove" icon={<DeleteOutlined />} onClick={onRemoveSelected}>
              {button.label}
            </Button>
          ),
        )}
        {extra}
      </div>
      <div className={styles.tableTools}>
        <Tooltip title={formatMessage(screenMessages.refreshData)}>
          <Button
            type="text"
            icon={<ReloadOutlined />}
            aria-label={formatMessage(screenMessages.refreshData)}
            onClick={onReload}
          />
        </Tooltip>
      </div>
    </div>
  );
}
