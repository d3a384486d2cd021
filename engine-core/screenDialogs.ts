import { createContext, useContext } from 'react';

/**
 * Opening a screen dialog file (`schemas/<id>.json`, e.g. `system/bill-rule.dialog`) from a widget, which may not
 * import the screen renderer: the renderer provides this. `open` resolves true once the dialog submitted
 * successfully and false when it was closed without. Null where no screen renderer is above the widget.
 */
export interface ScreenDialogOpener {
  open(dialog: string, record?: Record<string, unknown>): Promise<boolean>;
}

export const ScreenDialogContext = createContext<ScreenDialogOpener | null>(null);

export function useScreenDialogs(): ScreenDialogOpener | null {
  return useContext(ScreenDialogContext);
}
