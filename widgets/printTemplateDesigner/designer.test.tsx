import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { EngineServicesProvider, missingServices, type EngineServices } from '../../engine-core/services';
import { renderTemplateHtml } from '../../engine-core/print/renderTemplate';
import { parseTemplateBody } from '../../engine-core/print/template';
import designer from '.';

/** The print-template designer: palette chips, the loop block, page settings, preview and round-trip. */

const FIELDS = [
  { id: 'title', fullName: '采购事由', jnpfKey: 'input' },
  { id: 'supplier', fullName: '供应商', jnpfKey: 'input' },
  {
    id: 'items',
    fullName: '采购明细',
    jnpfKey: 'table',
    children: [
      { id: 'items.goodsName', fullName: '物品名称', jnpfKey: 'input' },
      { id: 'items.quantity', fullName: '数量', jnpfKey: 'inputNumber' },
    ],
  },
  { id: 'system', fullName: '系统字段', children: [{ id: 'systemPrinter', fullName: '打印人', jnpfKey: 'system' }] },
];

const order = {
  title: '学术年会资料印刷',
  supplier: '华文印务',
  items: [
    { goodsName: '会议手册', quantity: 500 },
    { goodsName: '资料袋', quantity: 3 },
  ],
};

const api: EngineServices['api'] = {
  'print.models': () => Promise.resolve({ list: [{ id: 'vd-po', fullName: '物资采购单' }] }),
  'print.fields': (a) => Promise.resolve(a?.modelId === 'vd-po' ? FIELDS : FIELDS.slice(-1)),
  'onlineDev.list': () => Promise.resolve({ list: [{ id: 'r1', title: '学术年会资料印刷' }] }),
  'print.previewData': () => Promise.resolve({ printTemplate: '', printData: order, operatorRecordList: [] }),
};

const SchemaField = createSchemaField({ components: { printTemplateDesigner: designer.component } });

function renderDesigner(value: string) {
  const form = createForm<{ body: string }>({ values: { body: value } });
  render(
    <EngineServicesProvider value={{ ...missingServices, api }}>
      <FormProvider form={form}>
        <SchemaField
          schema={{ type: 'object', properties: { body: { type: 'string', 'x-component': 'printTemplateDesigner' } } }}
        />
      </FormProvider>
    </EngineServicesProvider>,
  );
  return form;
}

const stored = (form: ReturnType<typeof renderDesigner>) => String(form.values.body ?? '');
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
// the first test waits for the lazy chunks (editor, designer) to load
const editorReady = (field = 'title') =>
  waitFor(() => expect($('[data-slate-editor]')).not.toBeNull(), { timeout: 20_000 }).then(() =>
    waitFor(() => expect($(`[data-print-palette-field="${field}"]`)).not.toBeNull()),
  );
const click = async (el: Element | null) => {
  expect(el).not.toBeNull();
  await act(async () => fireEvent.click(el!));
};

const MODEL = JSON.stringify({
  modelId: 'vd-po',
  page: { size: 'A4', orientation: 'portrait', margin: [10, 10, 10, 10] },
  html: '<p>采购单</p>',
});

describe('print template designer', () => {
  it('a palette click inserts a placeholder chip stored as {field}', async () => {
    const form = renderDesigner(MODEL);
    await editorReady();
    expect($('[data-print-group="items"]')?.textContent).toContain('物品名称');
    expect($('[data-print-group="system"]')?.textContent).toContain('打印人');
    await click($('[data-print-palette-field="supplier"]'));
    await waitFor(() => expect(parseTemplateBody(stored(form)).html).toContain('data-print-field="supplier"'));
    const html = parseTemplateBody(stored(form)).html;
    expect(html).toContain('{supplier}');
    expect($('[data-slate-editor] [data-print-chip="supplier"]')?.textContent).toBe('供应商');
    const filled = document.createElement('div');
    filled.innerHTML = renderTemplateHtml(html, { printData: order });
    expect(filled.textContent).toContain('华文印务');
    expect(filled.textContent).not.toContain('{supplier}');
    // the caret steps past a chip: the next field goes on in the same paragraph
    await click($('[data-print-palette-field="title"]'));
    await waitFor(() => expect(parseTemplateBody(stored(form)).html).toContain('{title}'));
    const next = parseTemplateBody(stored(form)).html;
    expect(next.match(/<p>/g)?.length).toBe(1);
    expect(next.indexOf('{supplier}')).toBeLessThan(next.indexOf('{title}'));
  }, 30_000);

  it('the keyword filter narrows the palette', async () => {
    renderDesigner(MODEL);
    await editorReady();
    const search = $<HTMLInputElement>('[data-print-palette] input')!;
    await act(async () => fireEvent.change(search, { target: { value: '数量' } }));
    expect($('[data-print-palette-field="items.quantity"]')).not.toBeNull();
    expect($('[data-print-palette-field="title"]')).toBeNull();
  });

  it('the loop block stores a data-print-loop row that renderTemplate repeats per child row', async () => {
    const form = renderDesigner(MODEL);
    await editorReady();
    await click($('[data-print-insert="loop"]'));
    await waitFor(() => expect([...document.querySelectorAll('.ant-dropdown-menu-item')].length).toBeGreaterThan(0));
    await click([...document.querySelectorAll('.ant-dropdown-menu-item')].find((li) => li.textContent === '采购明细')!);
    await waitFor(() => expect(stored(form)).toContain('data-print-loop'));
    const html = parseTemplateBody(stored(form)).html;
    const filled = document.createElement('div');
    filled.innerHTML = renderTemplateHtml(html, { printData: order });
    const rows = [...filled.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['会议手册500', '资料袋3']);
    expect([...filled.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['物品名称', '数量']);
    // the caret goes on after the block: a field inserted next lands in a paragraph below the table
    await click($('[data-print-palette-field="supplier"]'));
    await waitFor(() => expect(parseTemplateBody(stored(form)).html).toMatch(/data-print-loop[\s\S]*\{supplier\}/));
  });

  it('page settings are saved in the body the preview and print read', async () => {
    const form = renderDesigner(MODEL);
    await editorReady();
    await click(
      [...document.querySelectorAll('[data-print-page-settings] .ant-radio-button-wrapper')].find(
        (b) => b.textContent === '横向',
      )!,
    );
    const top = $<HTMLInputElement>('[data-print-margin="0"] input, input[data-print-margin="0"]')!;
    await act(async () => fireEvent.change(top, { target: { value: '20' } }));
    await act(async () => fireEvent.blur(top));
    await waitFor(() => expect(parseTemplateBody(stored(form)).page.margin[0]).toBe(20));
    const page = parseTemplateBody(stored(form)).page;
    expect(page.orientation).toBe('landscape');
    expect(parseTemplateBody(stored(form)).modelId).toBe('vd-po');
    expect($('[data-print-designer-paper]')?.getAttribute('data-print-designer-paper')).toBe('A4 landscape');
    // an edit in the editor afterwards keeps the settings (the editor's callbacks see the current body)
    await click($('[data-print-palette-field="title"]'));
    await waitFor(() => expect(parseTemplateBody(stored(form)).html).toContain('{title}'));
    expect(parseTemplateBody(stored(form)).page).toMatchObject({ orientation: 'landscape', margin: [20, 10, 10, 10] });
  });

  it('opening a template and leaving it as it was keeps the stored text exactly (round-trip)', async () => {
    const seeded =
      '<table style="width:100%"><tbody><tr data-print-loop="items"><td style="border:1px solid #333">{items.goodsName}</td></tr></tbody></table><p>{title}</p>';
    const form = renderDesigner(seeded);
    await editorReady('systemPrinter');
    await waitFor(() => expect($('[data-slate-editor]')?.textContent).toContain('{title}'));
    expect(stored(form)).toBe(seeded);
  });

  it('a designed template reopens as the same chips and loop, and saves back unchanged', async () => {
    const first = renderDesigner(MODEL);
    await editorReady();
    await click($('[data-print-palette-field="title"]'));
    await click($('[data-print-insert="barcode"]'));
    await waitFor(() => expect(document.querySelectorAll('.ant-dropdown-menu-item').length).toBeGreaterThan(0));
    await click([...document.querySelectorAll('.ant-dropdown-menu-item')].find((li) => li.textContent === '供应商')!);
    await waitFor(() => expect(stored(first)).toContain('data-print-barcode=\\"supplier\\"'));
    const saved = stored(first);
    document.body.innerHTML = '';
    const second = renderDesigner(saved);
    await editorReady();
    await waitFor(() => expect($('[data-slate-editor] [data-print-chip="title"]')).not.toBeNull());
    expect($('[data-slate-editor] [data-print-code="barcode:supplier"]')).not.toBeNull();
    expect(stored(second)).toBe(saved);
  });

  it('the live preview fills the template with the chosen record', async () => {
    renderDesigner(JSON.stringify({ ...JSON.parse(MODEL), html: '<p>{title}／{supplier}</p>' }));
    await editorReady();
    const select = $('[data-print-designer-preview] .ant-select-selector')!;
    await act(async () => fireEvent.mouseDown(select));
    await waitFor(() => expect($('.ant-select-item-option')).not.toBeNull());
    await click($('.ant-select-item-option'));
    await waitFor(() => expect($('[data-print-designer-preview="ready"]')).not.toBeNull());
    expect($('[data-print-designer-paper]')?.textContent).toContain('学术年会资料印刷／华文印务');
  });
});
