import type { Form } from '@formily/core';
import { defineMessages, formatMessage } from './i18n';

/**
 * After a failed submit the user must see why: the first field in error may sit on a tab that is not shown or in
 * a closed collapse panel. The field's FormItem sends this bubbling DOM event; every tab or collapse container
 * around it opens the pane holding it (widgets/shared/containers). Containers mark the headers of panes holding
 * errors themselves, from the form's feedback (paneHasError), so the marks go away as the errors are fixed.
 */
export const REVEAL_EVENT = 'jnpf:reveal-field';

/** The FormItem class @formily/antd-v5 sets while the field shows an error. */
const ERROR_ITEM = '.ant-formily-item-error';
const ANY_INPUT = 'input:not([type="hidden"]):not([disabled])';
/** the child table's FormItem (or a cell inside it): the table focuses its own first bad cell */
const CHILD_TABLE = '[data-jnpf-key="table"]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly]), ' +
  '[contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export const revealMessages = defineMessages({
  checkForm: { zh: '请检查表单', zhtw: '請檢查表單', en: 'Please check the form' },
});

/** Is any field under the pane at `paneAddress` (a Formily address) in error now? Reactive inside an observer. */
export function paneHasError(form: Form, paneAddress: string): boolean {
  const prefix = `${paneAddress}.`;
  return form.errors.some((e) => typeof e.address === 'string' && e.address.startsWith(prefix));
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 16));

/** The first FormItem in error in document order; waits a few frames for React to paint the feedback. */
async function firstErrorItem(root: HTMLElement): Promise<HTMLElement | null> {
  for (let i = 0; i < 10; i += 1) {
    const item = root.querySelector<HTMLElement>(ERROR_ITEM);
    if (item) return item;
    await tick();
  }
  return null;
}

/**
 * One toast, then open the panes around the first bad field, scroll to it and focus its input. A child table
 * focuses its own first bad cell (widgets/table), so a FormItem holding a table is only scrolled to.
 */
export async function revealFirstError(
  root: HTMLElement | null | undefined,
  toast: (message: string) => void,
): Promise<HTMLElement | null> {
  try {
    toast(formatMessage(revealMessages.checkForm));
  } catch (error) {
    console.warn('[form] no toast for the invalid submit', error);
  }
  if (!root) return null;
  const item = await firstErrorItem(root);
  if (!item) return null;
  item.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true }));
  await tick(); // the panes re-render open
  item.scrollIntoView?.({ block: 'center' });
  if (item.matches(CHILD_TABLE) || item.querySelector('table') || item.closest(CHILD_TABLE)) return item;
  // an antd Select that cannot be searched focuses through a read-only input: the fallback
  (item.querySelector<HTMLElement>(FOCUSABLE) ?? item.querySelector<HTMLElement>(ANY_INPUT))?.focus({
    preventScroll: true,
  });
  return item;
}
