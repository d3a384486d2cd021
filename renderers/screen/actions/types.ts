import type { ScreenRuntime } from '../runtime';
import type { ScreenScope, SingleActionSpec } from '../types';

/** Where an action runs: the screen, the scope of its expressions and, inside a dialog, that dialog's id. */
export interface ActionContext {
  runtime: ScreenRuntime;
  /** $record, $values… added to the screen scope; `$result` is set by api actions for the ones that follow */
  scope: Partial<ScreenScope>;
  dialog?: string;
}

/** Answers true when done, false when cancelled or failed (a sequence then stops). */
export type ActionHandler<S extends SingleActionSpec> = (spec: S, context: ActionContext) => Promise<boolean>;
