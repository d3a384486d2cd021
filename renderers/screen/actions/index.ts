import { isEnabled } from '../expression';
import type { ActionSpec, SingleActionSpec } from '../types';
import { apiAction } from './apiAction';
import { closeDialogAction, openDialogAction } from './dialogActions';
import { confirmAction, downloadAction, refreshAction, toastAction } from './simpleActions';
import type { ActionContext, ActionHandler } from './types';

type HandlerTable = { [K in SingleActionSpec['action']]: ActionHandler<Extract<SingleActionSpec, { action: K }>> };

/** The action vocabulary of screens; the meta-schema lists the same names (schemas/meta/action.schema.json). */
export const actionHandlers: HandlerTable = {
  api: apiAction,
  openDialog: openDialogAction,
  closeDialog: closeDialogAction,
  confirm: confirmAction,
  refresh: refreshAction,
  download: downloadAction,
  toast: toastAction,
};

export const actionNames = Object.keys(actionHandlers) as SingleActionSpec['action'][];

/**
 * Runs an action or a sequence. Steps of a sequence share one context, so `$result` of an api step is visible to
 * the next; the sequence stops at the first step that answers false (cancelled confirmation, failed call).
 * A step whose `when` is false is skipped and counts as done.
 */
export async function runAction(spec: ActionSpec | undefined, context: ActionContext): Promise<boolean> {
  if (!spec) return true;
  if (Array.isArray(spec)) {
    for (const step of spec) if (!(await runAction(step, context))) return false;
    return true;
  }
  if (!isEnabled(spec.when, context.runtime.scope(context.scope))) return true;
  const handler = actionHandlers[spec.action] as ActionHandler<SingleActionSpec> | undefined;
  if (!handler) {
    console.error(`[screen] unknown action "${String(spec.action)}"`);
    return false;
  }
  try {
    return await handler(spec, context);
  } catch (error) {
    console.error(`[screen] action ${spec.action} failed`, error);
    return false;
  }
}

export type { ActionContext } from './types';
