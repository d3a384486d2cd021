import { useCallback, useReducer } from 'react';
import type { ModelFlow } from '../../../contract';
import { formatMessage } from '../../../engine-core/i18n';
import { importMessages } from './messages';
import type { ImportWizardApi } from './wizardApi';
import { initialWizard, unkeyed, wizardReducer, type PreviewRow, type WizardState } from './wizardState';

/** Warnings stay up long enough to read (the platform's 1.5 s for upload messages). */
export const WIZARD_TOAST_SECONDS = 1.5;

export type WizardToast = (message: string, type: 'warning' | 'error' | 'success') => void;

type Dispatch = (action: Parameters<typeof wizardReducer>[1]) => void;

/**
 * The flow the rows go to, for a model with flows (enableFlow): none → 流程不存在 and no import; one → that
 * one; several → the 选择流程 dialog opens and the import waits for the choice. `undefined` means "import
 * without a flow", null "do not import now".
 */
async function flowToUse(api: ImportWizardApi, toast: WizardToast, dispatch: Dispatch) {
  if (!api.flows) return undefined;
  const { enableFlow, list } = await api.flows();
  if (enableFlow !== 1) return undefined;
  if (list.length === 0) {
    toast(formatMessage(importMessages.flowMissing), 'error');
    dispatch({ type: 'busy', busy: false });
    return null;
  }
  if (list.length === 1) return list[0]!.id;
  dispatch({ type: 'chooseFlow', flows: list });
  return null;
}

/**
 * The wizard's transitions that call the server: Next from step 1 previews the uploaded file, Next from step 2
 * imports the rows left (first asking for a flow when the model has several); a refused call leaves the step
 * as it was (the request layer has said why).
 */
export function useImportWizard(api: ImportWizardApi, toast: WizardToast) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);

  const runImport = useCallback(
    async (rows: PreviewRow[], flowId?: string) => {
      dispatch({ type: 'busy', busy: true });
      try {
        dispatch({ type: 'imported', result: await api.importData(unkeyed(rows), flowId) });
      } catch (error) {
        console.warn('[import] import refused', error);
        dispatch({ type: 'busy', busy: false });
      }
    },
    [api],
  );

  const next = useCallback(
    async (current: WizardState) => {
      if (current.busy) return;
      if (current.step === 0) {
        if (!current.file) return toast(formatMessage(importMessages.noFile), 'warning');
        dispatch({ type: 'busy', busy: true });
        try {
          const preview = await api.preview(current.file.name);
          dispatch({ type: 'previewed', headers: preview.headerRow, rows: preview.dataRow });
        } catch (error) {
          console.warn('[import] preview refused', error);
          dispatch({ type: 'busy', busy: false });
        }
        return;
      }
      if (current.step === 1) {
        if (current.rows.length === 0) return toast(formatMessage(importMessages.empty), 'warning');
        dispatch({ type: 'busy', busy: true });
        let flowId: string | null | undefined;
        try {
          flowId = await flowToUse(api, toast, dispatch);
        } catch (error) {
          console.warn('[import] flows refused', error);
          dispatch({ type: 'busy', busy: false });
          return;
        }
        if (flowId !== null) await runImport(current.rows, flowId);
      }
    },
    [api, toast, runImport],
  );

  /** the flow picked in 选择流程: the import goes on with it */
  const chooseFlow = (flow: ModelFlow) => {
    dispatch({ type: 'closeFlows' });
    void runImport(state.rows, flow.id);
  };

  return { state, dispatch, next: () => next(state), chooseFlow };
}
