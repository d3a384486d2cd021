import type { WidgetEntry } from '../../engine-core/widgetTypes';

/** DOM checks of the conformance suite, kept apart so each check reads as one sentence in the suite. */

/** Elements through which a user changes a value. */
const CONTROL_SELECTOR = [
  'input:not([type="hidden"])',
  'textarea',
  'select',
  'button',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[contenteditable="true"]',
].join(',');

function disabledByAncestor(el: Element, root: Element): boolean {
  for (let node: Element | null = el; node && node !== root.parentElement; node = node.parentElement) {
    if (node.getAttribute('aria-disabled') === 'true') return true;
    if ([...node.classList].some((c) => c.endsWith('-disabled'))) return true;
    if (node instanceof HTMLFieldSetElement && node.disabled) return true;
  }
  return false;
}

/** antd keeps some controls mounted but hidden (e.g. the tabs' overflow button): they cannot be operated. */
function hidden(el: Element, root: Element): boolean {
  for (let node: Element | null = el; node && node !== root.parentElement; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return true;
    if ([...node.classList].some((c) => c.endsWith('-hidden'))) return true;
    const style = (node as HTMLElement).style;
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return true;
  }
  return false;
}

function isEnabledControl(el: Element, root: Element): boolean {
  if (hidden(el, root)) return false;
  if ((el as HTMLInputElement).disabled === true) return false;
  if (el.getAttribute('aria-disabled') === 'true') return false;
  return !disabledByAncestor(el, root);
}

/** Controls a user could still operate inside `root` (described for the failure message). */
export function enabledControls(root: Element): string[] {
  return [...root.querySelectorAll(CONTROL_SELECTOR)]
    .filter((el) => isEnabledControl(el, root))
    .map((el) => {
      const role = el.getAttribute('role');
      const cls = el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : '';
      return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${cls ? ` ${cls}` : ''}>`;
    });
}

export function matchesDisplay(text: string, display: string | RegExp): boolean {
  const normalised = text.replace(/\s+/g, ' ').trim();
  return typeof display === 'string' ? normalised.includes(display.replace(/\s+/g, ' ').trim()) : display.test(text);
}

/** What counts as "no value" for the empty look: '' / null / undefined / []. */
export function isEmptyish(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The empty look of a twin: nothing, or the shared em dash of PreviewText. */
export function looksEmpty(text: string): boolean {
  const t = text.replace(/\s+/g, '');
  return t === '' || t === '—' || t === '-';
}

/** Void display widgets and layout containers carry no value: the value checks do not apply. */
export function hasValue(entry: WidgetEntry): boolean {
  return !entry.container && entry.valueType !== 'void';
}

export function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Collects failures so the suite can end with one list of "widget: check — reason". */
export class FailureLog {
  private readonly failures: string[] = [];

  async run(widget: string, check: string, body: () => void | Promise<void>): Promise<void> {
    try {
      await body();
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      this.failures.push(`${widget}: ${check} — ${reason}`);
      throw error;
    }
  }

  report(): string {
    return this.failures.length
      ? `widget conformance: ${this.failures.length} failing check(s)\n  ${this.failures.join('\n  ')}`
      : 'widget conformance: every check passed';
  }

  get count(): number {
    return this.failures.length;
  }
}
