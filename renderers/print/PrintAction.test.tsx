import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiFunction } from '../../engine-core/services';
import { EngineServicesProvider } from '../../engine-core/services';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { PrintAction } from './PrintAction';

/** The print button: preview mode refuses, one template goes straight to the preview, several are picked. */

const TEMPLATE = JSON.stringify({
  page: { size: 'A5', orientation: 'landscape', margin: [5, 5, 5, 5] },
  html: '<h2>{title}</h2><table><tr data-print-loop="items"><td>{items.goodsName}</td></tr></table>',
});

function setup(
  templates: { id: string; fullName: string; enabledMark?: number }[],
  props: { preview?: boolean; ids?: string[] } = {},
) {
  const calls: { name: string; args?: Record<string, unknown> }[] = [];
  const reply =
    (name: string, value: unknown): ApiFunction =>
    async (args) => {
      calls.push({ name, args });
      return value;
    };
  const record = (title: string) => ({
    printTemplate: TEMPLATE,
    printData: { title, items: [{ goodsName: `${title}-甲` }, { goodsName: `${title}-乙` }] },
    operatorRecordList: [],
  });
  const api: Record<string, ApiFunction> = {
    'print.templates': reply('print.templates', templates),
    'print.data': reply('print.data', record('采购一')),
    'print.batchData': reply('print.batchData', [record('采购一'), record('采购二')]),
    'print.saveLog': reply('print.saveLog', { code: 200, msg: '', data: null }),
  };
  const services = createFakeServices({ overrides: { api } });
  render(
    <EngineServicesProvider value={services}>
      <PrintAction
        printIds={templates.map((t) => t.id)}
        recordIds={() => props.ids ?? ['r1']}
        label="打印"
        preview={props.preview}
      />
    </EngineServicesProvider>,
  );
  return { calls, services };
}

const papers = () => [...document.querySelectorAll<HTMLElement>('[data-print-paper]')];

describe('PrintAction', { timeout: 20_000 }, () => {
  test('in the form preview it only says printing is not supported there', async () => {
    const { calls, services } = setup([{ id: 't1', fullName: '采购单' }], { preview: true });
    await userEvent.click(screen.getByRole('button', { name: /打印/ }));
    expect(services.calls.toast.map((t) => t.message)).toEqual(['功能预览不支持打印']);
    expect(calls).toEqual([]);
  });

  test('one template: the preview of the record at once, its rows repeated; 打印 logs the print', async () => {
    const { calls } = setup([{ id: 't1', fullName: '采购单' }]);
    await userEvent.click(screen.getByRole('button', { name: /打印/ }));
    await waitFor(() => expect(papers().length).toBe(1));
    expect(calls.find((c) => c.name === 'print.data')?.args).toEqual({ id: 't1', formId: 'r1' });
    expect([...papers()[0].querySelectorAll('td')].map((td) => td.textContent)).toEqual(['采购一-甲', '采购一-乙']);
    // the paper is the template's A5 landscape
    expect(papers()[0].style.width).toBe('210mm');
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    const print = within(dialog).getAllByRole('button', { name: /打印/ })[0];
    await userEvent.click(print);
    await waitFor(() => expect(calls.filter((c) => c.name === 'print.saveLog').length).toBe(1));
    expect(calls.find((c) => c.name === 'print.saveLog')?.args).toEqual({
      printId: 't1',
      printTitle: '采购单',
      printNum: 1,
    });
  });

  test('several templates: the picker lists them; the chosen one previews every record, one paper each', async () => {
    const { calls } = setup(
      [
        { id: 't1', fullName: '采购单' },
        { id: 't2', fullName: '入库单' },
        { id: 't3', fullName: '停用的模板', enabledMark: 0 },
      ],
      { ids: ['r1', 'r2'] },
    );
    await userEvent.click(screen.getByRole('button', { name: /打印/ }));
    const picker = await screen.findByText('选择打印模板');
    const list = picker.closest('.ant-modal') as HTMLElement;
    expect(within(list).getByText('入库单')).toBeInstanceOf(HTMLElement);
    const rows = [...list.querySelectorAll('.ant-list-item')];
    expect(rows.map((r) => r.textContent)).toEqual(['采购单打印', '入库单打印']);
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button'));
    await waitFor(() => expect(papers().length).toBe(2));
    expect(calls.find((c) => c.name === 'print.batchData')?.args).toEqual({ id: 't2', formIds: ['r1', 'r2'] });
    expect(papers().map((p) => p.querySelector('h2')!.textContent)).toEqual(['采购一', '采购二']);
  });

  test('no record ticked: asks for one', async () => {
    const { services } = setup([{ id: 't1', fullName: '采购单' }], { ids: [] });
    await userEvent.click(screen.getByRole('button', { name: /打印/ }));
    expect(services.calls.toast.map((t) => t.message)).toEqual(['请选择一条数据']);
  });
});
