import DOMPurify from 'dompurify';
import { formatMessage, type EngineMessage } from '../i18n';
import { statusMessages } from './statusMessages';

/**
 * Fills a print template with a record (docs/print-templates.md). `{field}` is a main field or a system field,
 * `{table.column}` a child-table cell: the element marked `data-print-loop="table"` (or, unmarked, the table
 * row whose first `{x.y}` names a child table) is repeated once per child row. The approval records are the
 * loop `operatorRecordList`, their handleStatus named. `data-print-barcode` / `data-print-qrcode="field"`
 * elements get the field's value for codes drawn later (printCodes.ts).
 *
 * Safety: the template is sanitised (DOMPurify: no scripts, no event attributes) and record values only ever
 * go in as text nodes or as the `data-print-value` attribute, so a value can never become markup.
 */

export interface OperatorRecord {
  nodeName: string;
  userName: string;
  handleTime: number | string | null;
  handleStatus: number | string;
  handleOpinion: string;
}

export interface PrintRecord {
  printData: Record<string, unknown>;
  operatorRecordList?: OperatorRecord[] | null;
}

const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?\}/g;
const STATUS: EngineMessage[] = Array.from(
  { length: 10 },
  (_, i) => statusMessages[`status${i}` as keyof typeof statusMessages],
);

/** The name of an approval handle status code (0 return … 9 revive); an unknown code shows as it is. */
export function handleStatusName(code: unknown): string {
  const n = Number(code);
  return Number.isInteger(n) && STATUS[n] ? formatMessage(STATUS[n]) : String(code ?? '');
}

const pad = (n: number) => String(n).padStart(2, '0');
function formatTime(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return String(value ?? '');
  const d = new Date(n);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** How a value reads on paper: lists joined, nothing for empty, objects by their name when they have one. */
export function printText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(printText).join(',');
  if (typeof value === 'object') {
    const named = value as { fullName?: unknown; name?: unknown };
    return printText(named.fullName ?? named.name ?? '');
  }
  return String(value);
}

type Scope = Record<string, unknown>;

function lookup(scope: Scope, head: string, tail: string | undefined): unknown {
  const value = scope[head];
  // a child table outside its loop prints nothing; a list of plain values prints joined
  if (tail === undefined) return Array.isArray(value) && value.some((v) => v && typeof v === 'object') ? '' : value;
  if (value && typeof value === 'object' && !Array.isArray(value)) return (value as Scope)[tail];
  return '';
}

function fillText(root: Node, scope: Scope): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  if (root.nodeType === Node.TEXT_NODE) nodes.push(root as Text);
  for (const node of nodes) {
    const text = node.nodeValue ?? '';
    if (!text.includes('{')) continue;
    node.nodeValue = text.replace(PLACEHOLDER, (all, head: string, tail?: string) =>
      head in scope ? printText(lookup(scope, head, tail)) : all,
    );
  }
}

function fillCodes(root: Element, scope: Scope): void {
  for (const el of root.querySelectorAll('[data-print-barcode], [data-print-qrcode]')) {
    // a repeated row's codes were filled with the row's cells already
    if (el.hasAttribute('data-print-value')) continue;
    const ref = el.getAttribute('data-print-barcode') ?? el.getAttribute('data-print-qrcode') ?? '';
    const [head, tail] = ref.split('.');
    el.setAttribute('data-print-value', printText(lookup(scope, head, tail)));
  }
}

/** The child table a repeated element names: its data-print-loop, else the first {x.y} whose x is a list. */
function loopKey(el: Element, scope: Scope): string | undefined {
  const marked = el.getAttribute('data-print-loop');
  if (marked) return marked;
  if (el.tagName !== 'TR') return undefined;
  for (const match of (el.textContent ?? '').matchAll(PLACEHOLDER)) {
    if (match[2] && Array.isArray(scope[match[1]])) return match[1];
  }
  return undefined;
}

function expandLoops(body: HTMLElement, scope: Scope): void {
  const candidates = [...body.querySelectorAll('[data-print-loop], tr')];
  for (const el of candidates) {
    if (!el.isConnected) continue;
    const key = loopKey(el, scope);
    if (!key) continue;
    const rows = Array.isArray(scope[key]) ? (scope[key] as unknown[]) : [];
    for (const row of rows) {
      const copy = el.cloneNode(true) as Element;
      copy.removeAttribute('data-print-loop');
      const rowScope = { ...scope, [key]: row && typeof row === 'object' ? row : {} };
      fillCodes(copy, rowScope);
      fillText(copy, rowScope);
      el.before(copy);
    }
    el.remove();
  }
}

/** The scope of one record: its data, the approval records with named statuses and readable times. */
export function printScope(record: PrintRecord): Scope {
  const records = (record.operatorRecordList ?? []).map((r) => ({
    ...r,
    handleStatus: handleStatusName(r.handleStatus),
    handleTime: formatTime(r.handleTime),
  }));
  return { ...record.printData, operatorRecordList: records };
}

/** The filled, sanitised HTML of one record's page. */
export function renderTemplateHtml(templateHtml: string, record: PrintRecord): string {
  const clean = DOMPurify.sanitize(templateHtml, { FORBID_TAGS: ['style', 'form', 'input', 'button'] });
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${clean}</body>`, 'text/html');
  const scope = printScope(record);
  // data-print-value is ours: what a template brings is dropped before the codes are filled
  for (const el of doc.body.querySelectorAll('[data-print-value]')) el.removeAttribute('data-print-value');
  expandLoops(doc.body, scope);
  fillCodes(doc.body, scope);
  fillText(doc.body, scope);
  return doc.body.innerHTML;
}
