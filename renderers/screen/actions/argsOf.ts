import { formatMessage } from '../../../engine-core/i18n';
import { evaluate } from '../expression';
import { screenMessages } from '../messages';
import type { ActionContext } from './types';

/** The argument object of an action: an object of expressions or one expression answering the object. */
export function argsOf(args: unknown, context: ActionContext): Record<string, unknown> {
  const value = evaluate<unknown>(args ?? {}, context.runtime.scope(context.scope));
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Asks the user first when the action has a confirmation text; true to go on. */
export function confirmed(message: string | undefined, context: ActionContext, title?: string): Promise<boolean> {
  if (!message) return Promise.resolve(true);
  const scope = context.runtime.scope(context.scope);
  return context.runtime.services.confirm({
    title: title ? String(evaluate(title, scope)) : formatMessage(screenMessages.tipTitle),
    content: String(evaluate(message, scope)),
  });
}
