import { callApi } from '../callApi';
import { evaluate } from '../expression';
import { serverSuccessText } from '../messages';
import type { ApiActionSpec } from '../types';
import { argsOf, confirmed } from './argsOf';
import type { ActionHandler } from './types';

/** Success toasts last 1500 ms. */
export const SUCCESS_TOAST_SECONDS = 1.5;

/**
 * Calls an API of the table by name, after the confirmation if any; on success toasts the server's msg (or the
 * text given) and leaves the answer in `$result` for the actions that follow. A failure was already reported by
 * the app's request layer (which toasts the server's msg), so it is only logged here.
 */
export const apiAction: ActionHandler<ApiActionSpec> = async (spec, context) => {
  if (!(await confirmed(spec.confirm, context))) return false;
  const { runtime } = context;
  let outcome;
  try {
    outcome = await callApi(runtime.services, spec.api, argsOf(spec.args, context));
  } catch (error) {
    console.warn(`[screen] API ${spec.api} failed`, error);
    return false;
  }
  context.scope.$result = outcome.data;
  const success = spec.success ?? true;
  if (success !== false) {
    const custom = typeof success === 'string' ? success : typeof success === 'object' ? success.message : undefined;
    const text = custom ? String(evaluate(custom, runtime.scope(context.scope))) : serverSuccessText(outcome.msg);
    const seconds = typeof success === 'object' && success.duration ? success.duration : SUCCESS_TOAST_SECONDS;
    runtime.services.toast(text, 'success', seconds);
  }
  return true;
};
