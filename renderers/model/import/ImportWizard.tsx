import { useCallback } from 'react';
import { Button, Modal, Steps } from 'antd';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { FlowChooser } from './FlowChooser';
import { importMessages } from './messages';
import { PreviewStep } from './PreviewStep';
import { ResultStep } from './ResultStep';
import { UploadStep } from './UploadStep';
import { useImportWizard, WIZARD_TOAST_SECONDS, type WizardToast } from './useImportWizard';
import type { ImportWizardApi } from './wizardApi';

export interface ImportWizardProps {
  api: ImportWizardApi;
  /** the dialog's title; 批量导入 by default */
  title?: string;
  /** Cancel, or Close before the result */
  onCancel(): void;
  /** Close on the result step: the caller refreshes its list */
  onDone(): void;
}

/**
 * The bulk-import wizard: 上传文件 → 数据预览 → 导入结果 in one dialog, footer 取消 / 上一步 / 下一步 /
 * 关闭. Mount it when opened: unmounting forgets the file and rows. For a model with several flows, Next on the
 * preview first opens 选择流程.
 */
export function ImportWizard({ api, title, onCancel, onDone }: ImportWizardProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const toast = useCallback<WizardToast>(
    (message, type) => services.toast(message, type, WIZARD_TOAST_SECONDS),
    [services],
  );
  const { state, dispatch, next, chooseFlow } = useImportWizard(api, toast);
  const close = state.step === 2 ? onDone : onCancel;

  const footer =
    state.step === 2
      ? [
          <Button key="close" type="primary" onClick={onDone}>
            {formatMessage(importMessages.close)}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={onCancel}>
            {formatMessage(importMessages.cancel)}
          </Button>,
          state.step === 1 ? (
            <Button key="previous" disabled={state.busy} onClick={() => dispatch({ type: 'back' })}>
              {formatMessage(importMessages.previous)}
            </Button>
          ) : null,
          <Button key="next" type="primary" loading={state.busy} onClick={() => void next()}>
            {formatMessage(importMessages.next)}
          </Button>,
        ];

  return (
    <Modal
      open
      title={title ?? formatMessage(importMessages.title)}
      width={1000}
      maskClosable={false}
      onCancel={close}
      footer={footer}
    >
      <div data-import-wizard-step={state.step}>
        <Steps
          size="small"
          current={state.step}
          style={{ margin: '8px 0 20px' }}
          items={[
            { title: formatMessage(importMessages.stepUpload) },
            { title: formatMessage(importMessages.stepPreview) },
            { title: formatMessage(importMessages.stepResult) },
          ]}
        />
        {state.step === 0 ? (
          <UploadStep
            api={api}
            file={state.file}
            toast={toast}
            onUploaded={(file) => dispatch({ type: 'uploaded', file })}
            onRemove={() => dispatch({ type: 'removeFile' })}
          />
        ) : state.step === 1 ? (
          <PreviewStep headers={state.headers} rows={state.rows} dispatch={dispatch} />
        ) : state.result ? (
          <ResultStep api={api} headers={state.headers} result={state.result} />
        ) : null}
      </div>
      {state.flows ? (
        <FlowChooser flows={state.flows} onChoose={chooseFlow} onCancel={() => dispatch({ type: 'closeFlows' })} />
      ) : null}
    </Modal>
  );
}

export default ImportWizard;
