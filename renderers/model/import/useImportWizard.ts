import { useCallback, useReducer } from 'react';
import { formatMessage } from '../../../engine-core/i18n';
import { importMessages } from './messages';
import type { ImportWizardApi } from './wizardApi';
import { initialWizard, unkeyed, wizardReducer, type WizardState } from './wizardState';

/** Warnings stay up long enough to read (the platform's 1.5 s for upload messages). */
export const WIZARD_TOAST_SECONDS = 1.5;

export type WizardToast = (message: string, type: 'warning' | 'error' | 'success') => void;

/**
 * The wizard's transitions that call the server: Next from step 1 previews the uploaded file, Next from step 2
 * imports the rows left; a refused call leaves the step as it was (the request layer has said why).
 */
export function useImportWizard(api: ImportWizardApi, toast: WizardToast) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);

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
        try {
          dispatch({ type: 'imported', result: await api.importData(unkeyed(current.rows)) });
        } catch (error) {
          console.warn('[import] import refused', error);
          dispatch({ type: 'busy', busy: false });
        }
      }
    },
    [api, toast],
  );

  return { state, dispatch, next: () => next(state) };
}
