import { Boot, DomEditor, type IDomEditor, type IModuleConf, type SlateElement } from '@wangeditor/editor';
import { h, type VNode } from 'snabbdom';
import {
  codeHtml,
  fieldChipHtml,
  isFieldRef,
  loopBlockHtml,
  loopTableHtml,
  parseColumns,
  type CodeKind,
  type PrintField,
} from './elementHtml';

/**
 * The designer's elements inside wangEditor: a field chip and a code (inline, void: one piece that cannot be
 * typed into) and a child-table loop block (block, void). Each renders as a chip or a table in the editor,
 * serialises to the template HTML of elementHtml.ts and parses back from it. Registered once per page.
 */

export interface FieldElement {
  type: 'print-field';
  field: string;
  label: string;
  children: [{ text: '' }];
}
export interface CodeElement {
  type: 'print-code';
  kind: CodeKind;
  field: string;
  label: string;
  children: [{ text: '' }];
}
export interface LoopElement {
  type: 'print-loop';
  table: string;
  columns: PrintField[];
  children: [{ text: '' }];
}

const INLINE = new Set(['print-field', 'print-code']);
const VOID = new Set(['print-field', 'print-code', 'print-loop']);

function withPrintElements<T extends IDomEditor>(editor: T): T {
  const { isInline, isVoid } = editor;
  editor.isInline = (elem) => INLINE.has(DomEditor.getNodeType(elem)) || isInline(elem);
  editor.isVoid = (elem) => VOID.has(DomEditor.getNodeType(elem)) || isVoid(elem);
  return editor;
}

const CHIP = {
  display: 'inline-block',
  margin: '0 2px',
  padding: '0 6px',
  borderRadius: '4px',
  lineHeight: '20px',
  fontSize: '12px',
};

function chip(editor: IDomEditor, elem: SlateElement, text: string, colour: string, data: Record<string, string>) {
  const selected = DomEditor.isNodeSelected(editor, elem);
  const style = { ...CHIP, background: colour, boxShadow: selected ? '0 0 0 2px #1677ff' : 'none' };
  return h('span', { props: { contentEditable: false }, dataset: data, style }, text);
}

const renderField = (elem: SlateElement, _children: VNode[] | null, editor: IDomEditor) => {
  const { field, label } = elem as unknown as FieldElement;
  return chip(editor, elem, label || field, '#e6f4ff', { printChip: field });
};

const renderCode = (elem: SlateElement, _children: VNode[] | null, editor: IDomEditor) => {
  const { kind, field, label } = elem as unknown as CodeElement;
  const mark = kind === 'barcode' ? '▥ ' : '▣ ';
  return chip(editor, elem, `${mark}${label || field}`, '#fff7e6', { printCode: `${kind}:${field}` });
};

const renderLoop = (elem: SlateElement, _children: VNode[] | null, editor: IDomEditor) => {
  const { table, columns } = elem as unknown as LoopElement;
  const selected = DomEditor.isNodeSelected(editor, elem);
  // the table is built from escaped names and field references only (elementHtml.ts)
  return h('div', {
    props: { contentEditable: false, innerHTML: loopTableHtml(table, columns, true) },
    dataset: { printLoopBlock: table },
    style: {
      outline: selected ? '2px solid #1677ff' : '1px dashed #91caff',
      padding: '2px',
      margin: '6px 0',
      overflowX: 'auto',
    },
  });
};

const asField = (elem: SlateElement) => elem as unknown as FieldElement;
const asCode = (elem: SlateElement) => elem as unknown as CodeElement;
const asLoop = (elem: SlateElement) => elem as unknown as LoopElement;

function parseCode(dom: Element): SlateElement {
  const kind: CodeKind = dom.hasAttribute('data-print-qrcode') ? 'qrcode' : 'barcode';
  const field = dom.getAttribute(`data-print-${kind}`) ?? '';
  const node: CodeElement = {
    type: 'print-code',
    kind,
    field,
    label: dom.getAttribute('data-label') ?? field,
    children: [{ text: '' }],
  };
  return node as unknown as SlateElement;
}

export const printElementsModule: Partial<IModuleConf> = {
  editorPlugin: withPrintElements,
  renderElems: [
    { type: 'print-field', renderElem: renderField },
    { type: 'print-code', renderElem: renderCode },
    { type: 'print-loop', renderElem: renderLoop },
  ],
  elemsToHtml: [
    { type: 'print-field', elemToHtml: (e) => fieldChipHtml({ id: asField(e).field, fullName: asField(e).label }) },
    {
      type: 'print-code',
      elemToHtml: (e) => codeHtml(asCode(e).kind, { id: asCode(e).field, fullName: asCode(e).label }),
    },
    { type: 'print-loop', elemToHtml: (e) => loopBlockHtml(asLoop(e).table, asLoop(e).columns) },
  ],
  parseElemsHtml: [
    {
      selector: 'span[data-w-e-type="print-field"]',
      parseElemHtml: (dom) => {
        const field = dom.getAttribute('data-print-field') ?? '';
        const node: FieldElement = {
          type: 'print-field',
          field,
          label: dom.getAttribute('data-label') ?? field,
          children: [{ text: '' }],
        };
        return node as unknown as SlateElement;
      },
    },
    { selector: 'span[data-w-e-type="print-code"]', parseElemHtml: (dom) => parseCode(dom) },
    {
      selector: 'div[data-w-e-type="print-loop"]',
      parseElemHtml: (dom) => {
        const node: LoopElement = {
          type: 'print-loop',
          table: dom.getAttribute('data-table') ?? '',
          columns: parseColumns(dom.getAttribute('data-columns')),
          children: [{ text: '' }],
        };
        return node as unknown as SlateElement;
      },
    },
  ],
};

let registered = false;
/** wangEditor keeps its modules globally: registering twice would render every element twice. */
export function registerPrintElements(): void {
  if (registered) return;
  registered = true;
  Boot.registerModule(printElementsModule);
}

export const fieldElement = (field: PrintField): FieldElement => ({
  type: 'print-field',
  field: field.id,
  label: field.fullName,
  children: [{ text: '' }],
});
export const codeElement = (kind: CodeKind, field: PrintField): CodeElement => ({
  type: 'print-code',
  kind,
  field: field.id,
  label: field.fullName,
  children: [{ text: '' }],
});
export const loopElement = (table: string, columns: PrintField[]): LoopElement => ({
  type: 'print-loop',
  table,
  columns: columns.filter((c) => isFieldRef(c.id)),
  children: [{ text: '' }],
});
