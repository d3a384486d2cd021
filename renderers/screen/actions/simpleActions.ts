import { formatMessage } from '../../../engine-core/i18n';
import { callApi } from '../callApi';
import { evaluate } from '../expression';
import { screenMessages } from '../messages';
import type { ConfirmActionSpec, DownloadActionSpec, RefreshActionSpec, ToastActionSpec } from '../types';
import { argsOf, confirmed } from './argsOf';
import type { ActionHandler } from './types';

/** Stops the sequence unless the user agrees. */
export const confirmAction: ActionHandler<ConfirmActionSpec> = (spec, context) =>
  confirmed(spec.message, context, spec.title);

/** Reloads a named component (its schema key); a missing one is a schema mistake, logged, not fatal. */
export const refreshAction: ActionHandler<RefreshActionSpec> = async (spec, context) => {
  const target = context.runtime.component(spec.target);
  if (!target) {
    console.warn(`[screen] refresh: no component named "${spec.target}"`);
    return true;
  }
  await target.refresh();
  return true;
};

/** Calls an API answering `{ url, name? }` and downloads the file. */
export const downloadAction: ActionHandler<DownloadActionSpec> = async (spec, context) => {
  if (!(await confirmed(spec.confirm, context))) return false;
  const { services } = context.runtime;
  let data: unknown;
  try {
    data = (await callApi(services, spec.api, argsOf(spec.args, context))).data;
  } catch (error) {
    console.warn(`[screen] download ${spec.api} failed`, error);
    return false;
  }
  const { url, name } = (data ?? {}) as { url?: unknown; name?: unknown };
  if (typeof url !== 'string' || !url) {
    services.toast(formatMessage(screenMessages.noUrl), 'warning');
    return false;
  }
  services.download(url, typeof name === 'string' ? name : undefined);
  return true;
};

export const toastAction: ActionHandler<ToastActionSpec> = async (spec, context) => {
  const text = String(evaluate(spec.message, context.runtime.scope(context.scope)));
  context.runtime.services.toast(text, spec.type ?? 'info', spec.duration);
  return true;
};
