import { act, fireEvent, render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { ScriptRuntimeContext, type ScriptRuntime } from '../../../engine-core/scriptContext';
import {
  CardContainer,
  CollapseContainer,
  CollapseItemContainer,
  GridLayout,
  RowContainer,
  TabContainer,
  TabItemContainer,
  TableGridContainer,
  TableGridTdContainer,
  TableGridTrContainer,
} from '.';

/** a leaf that shows which field it is */
function Leaf({ value }: { value?: string }) {
  return <span data-testid="leaf">{value}</span>;
}

const SchemaField = createSchemaField({
  components: {
    Leaf,
    GridLayout,
    row: RowContainer,
    card: CardContainer,
    tab: TabContainer,
    tabItem: TabItemContainer,
    collapse: CollapseContainer,
    collapseItem: CollapseItemContainer,
    tableGrid: TableGridContainer,
    tableGridTr: TableGridTrContainer,
    tableGridTd: TableGridTdContainer,
  },
});

const leaf = (span?: number, index?: number): ISchema => ({
  type: 'string',
  'x-component': 'Leaf',
  'x-index': index,
  'x-data': span === undefined ? undefined : { span },
});

function renderSchema(schema: ISchema, values: Record<string, unknown>, runtime?: ScriptRuntime) {
  const form = createForm({ values });
  const tree = (
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>
  );
  const view = render(
    runtime ? <ScriptRuntimeContext.Provider value={runtime}>{tree}</ScriptRuntimeContext.Provider> : tree,
  );
  return { form, ...view };
}

const leaves = () => screen.getAllByTestId('leaf').map((el) => el.textContent);
const colOf = (text: string) => screen.getByText(text).closest('.ant-col') as HTMLElement;

describe('GridLayout and row', () => {
  it('lays children out in order, each in a Col of its x-data.span (default 24)', () => {
    renderSchema(
      {
        type: 'object',
        properties: {
          grid: {
            type: 'void',
            'x-component': 'GridLayout',
            'x-component-props': { gutter: 20 },
            properties: {
              row1: {
                type: 'void',
                'x-component': 'row',
                'x-component-props': { justify: 'center' },
                properties: { b: leaf(8, 2), a: leaf(16, 1) },
              },
              c: leaf(),
            },
          },
        },
      },
      { a: 'A', b: 'B', c: 'C' },
    );
    expect(leaves()).toEqual(['A', 'B', 'C']);
    expect(colOf('A').classList.contains('ant-col-16')).toBe(true);
    expect(colOf('B').classList.contains('ant-col-8')).toBe(true);
    expect(colOf('C').classList.contains('ant-col-24')).toBe(true);
    expect((screen.getByText('A').closest('.ant-row') as HTMLElement).classList.contains('ant-row-center')).toBe(true);
    // the top-level gutter reaches the nested row's columns
    expect(colOf('A').style.paddingLeft).toBe('10px');
  });

  it('collapses the column of a hidden field so it leaves no gap', async () => {
    const { form } = renderSchema(
      {
        type: 'object',
        properties: { g: { type: 'void', 'x-component': 'GridLayout', properties: { a: leaf(12), b: leaf(12) } } },
      },
      { a: 'A', b: 'B' },
    );
    expect(colOf('A').style.display).toBe('');
    await act(async () => form.setFieldState('a', (s) => void (s.display = 'hidden')));
    expect((document.querySelector('[data-grid-cell="a"]') as HTMLElement).style.display).toBe('none');
    expect(colOf('B').style.display).toBe('');
  });
});

describe('card', () => {
  it('shows its header and its children in the grid', () => {
    renderSchema(
      {
        type: 'object',
        properties: {
          c: {
            type: 'void',
            'x-component': 'card',
            'x-component-props': { header: '基本信息', shadow: 'hover' },
            properties: { a: leaf(12) },
          },
        },
      },
      { a: 'A' },
    );
    expect(document.body.contains(screen.getByText('基本信息'))).toBe(true);
    expect(colOf('A').classList.contains('ant-col-12')).toBe(true);
    expect((document.querySelector('.jnpf-card') as HTMLElement).classList.contains('ant-card-hoverable')).toBe(true);
  });
});

const tabSchema: ISchema = {
  type: 'object',
  properties: {
    t: {
      type: 'void',
      'x-component': 'tab',
      'x-component-props': { active: '2' },
      'x-data': { on: { tabClick: 'script-source' } },
      properties: {
        p1: {
          type: 'void',
          'x-component': 'tabItem',
          'x-component-props': { title: '第一页', name: '1' },
          properties: { a: leaf() },
        },
        p2: {
          type: 'void',
          'x-component': 'tabItem',
          'x-component-props': { title: '第二页', name: '2' },
          properties: { b: leaf() },
        },
      },
    },
  },
};

describe('tab', () => {
  it('opens the `active` pane, switches panes on click and runs tabClick with the pane name', async () => {
    const run = vi.fn((_source: string, _context?: unknown): unknown => undefined);
    const { form } = renderSchema(tabSchema, { a: 'A', b: 'B' }, { run });
    const activePane = () => document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;
    expect(activePane().textContent).toContain('B');
    // the pane never opened exists already: its field is registered with the form
    expect(form.query('a').take()).toBeDefined();
    fireEvent.click(screen.getByText('第一页'));
    expect(activePane().textContent).toContain('A');
    expect(run).toHaveBeenCalledWith('script-source', expect.objectContaining({ data: '1' }));
  });
});

describe('collapse', () => {
  it('opens the `active` panels and renders closed panels fields too', () => {
    const { form } = renderSchema(
      {
        type: 'object',
        properties: {
          c: {
            type: 'void',
            'x-component': 'collapse',
            'x-component-props': { active: ['1'], expandIconPosition: 'right' },
            properties: {
              p1: {
                type: 'void',
                'x-component': 'collapseItem',
                'x-component-props': { title: '面板一', name: '1' },
                properties: { a: leaf() },
              },
              p2: {
                type: 'void',
                'x-component': 'collapseItem',
                'x-component-props': { title: '面板二', name: '2' },
                properties: { b: leaf() },
              },
            },
          },
        },
      },
      { a: 'A', b: 'B' },
    );
    const items = document.querySelectorAll('.ant-collapse-item');
    expect(items[0].classList.contains('ant-collapse-item-active')).toBe(true);
    expect(items[1].classList.contains('ant-collapse-item-active')).toBe(false);
    expect(form.query('b').take()).toBeDefined();
    expect(
      (document.querySelector('.ant-collapse') as HTMLElement).classList.contains('ant-collapse-icon-position-end'),
    ).toBe(true);
  });
});

describe('tableGrid', () => {
  it('draws rows and cells with spans and the configured border, skipping merged cells', () => {
    renderSchema(
      {
        type: 'object',
        properties: {
          g: {
            type: 'void',
            'x-component': 'tableGrid',
            'x-component-props': { borderWidth: 2, borderColor: 'red', borderType: 'dashed' },
            properties: {
              r1: {
                type: 'void',
                'x-component': 'tableGridTr',
                properties: {
                  d1: {
                    type: 'void',
                    'x-component': 'tableGridTd',
                    'x-component-props': { rowspan: 2 },
                    properties: { a: leaf() },
                  },
                  d2: { type: 'void', 'x-component': 'tableGridTd', properties: { b: leaf() } },
                },
              },
              r2: {
                type: 'void',
                'x-component': 'tableGridTr',
                properties: {
                  d3: { type: 'void', 'x-component': 'tableGridTd', 'x-component-props': { merged: true } },
                  d4: {
                    type: 'void',
                    'x-component': 'tableGridTd',
                    'x-component-props': { colspan: 1 },
                    properties: { c: leaf() },
                  },
                },
              },
            },
          },
        },
      },
      { a: 'A', b: 'B', c: 'C' },
    );
    const rows = document.querySelectorAll('table.jnpf-table-grid > tbody > tr');
    expect(rows).toHaveLength(2);
    expect(rows[0].querySelectorAll(':scope > td')).toHaveLength(2);
    expect(rows[1].querySelectorAll(':scope > td')).toHaveLength(1);
    const first = screen.getByText('A').closest('td') as HTMLTableCellElement;
    expect(first.rowSpan).toBe(2);
    expect(first.style.border).toBe('2px dashed red');
    expect(leaves()).toEqual(['A', 'B', 'C']);
  });
});

describe('tableGrid rows and cells outside a tableGrid (a malformed model)', () => {
  it('fall back to plain blocks instead of invalid table markup', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSchema(
      {
        type: 'object',
        properties: {
          r: {
            type: 'void',
            'x-component': 'tableGridTr',
            properties: { d: { type: 'void', 'x-component': 'tableGridTd', properties: { a: leaf() } } },
          },
        },
      },
      { a: 'A' },
    );
    expect(document.querySelector('tr, td')).toBeNull();
    expect(screen.getByRole('cell').textContent).toBe('A');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
