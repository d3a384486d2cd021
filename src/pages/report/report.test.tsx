import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReportRunInput, ReportRunReply } from '../../../contract';
import { initI18n } from '../../i18n';
import { writeStored } from '../../store/storage';
import { menusToRoutes } from '../../router/menuRoutes';
import dayjs from 'dayjs';
import ReportPage from './index';
import { toSearchValues } from './ReportSearchBar';

const calls = vi.hoisted(() => ({ run: [] as [string, ReportRunInput][], answer: null as unknown }));
vi.mock('../../api/report/reportRun', () => ({
  runReport: (id: string, body: ReportRunInput) => {
    calls.run.push([id, body]);
    return calls.answer instanceof Error ? Promise.reject(calls.answer) : Promise.resolve(calls.answer);
  },
  exportReport: vi.fn(),
}));
// the drawing surface is ECharts' business; the test reads the option the page hands it
vi.mock('./EChart', () => ({
  default: ({ option }: { option: { series: { type: string; data: unknown[] }[] } }) => (
    <div data-testid="chart-stub" data-series-type={option.series[0]?.type}>
      {JSON.stringify(option.series[0]?.data)}
    </div>
  ),
}));

const reply: ReportRunReply = {
  config: {
    source: { type: 'interface', id: 'di-fee-by-level' },
    searchFields: [{ field: 'remark', label: '备注', type: 'text' }],
    columns: [
      { title: '会员等级', field: 'levelName', align: 'left', total: false, format: 'text' },
      { title: '实收会费', field: 'amount', align: 'right', total: true, format: 'money' },
    ],
    chart: { type: 'bar', categoryField: 'levelName', valueFields: ['amount'] },
    pageSize: 2,
  },
  list: [
    { levelName: '学生会员', amount: 50 },
    { levelName: '普通会员', amount: 360 },
  ],
  pagination: { currentPage: 1, pageSize: 2, total: 4 },
  // sums over all four rows, not the two shown
  totals: { amount: 5410 },
  chartRows: [
    { levelName: '学生会员', amount: 50 },
    { levelName: '单位会员', amount: 4500 },
  ],
};

beforeAll(async () => {
  writeStored('language', 'zh');
  await initI18n();
});
beforeEach(() => {
  calls.run.length = 0;
  calls.answer = reply;
});

function show(propertyJson = '{"moduleId":"rpt-member-fee","isTree":0}') {
  const menu = { id: 'm-fee-report', parentId: '0', fullName: '会费统计', enCode: 'feeReport', icon: '', type: 5 as const,
    urlAddress: '', linkTarget: '_self', propertyJson, sortCode: 0, children: [] }; // prettier-ignore
  const [route] = menusToRoutes([menu] as never, { token: '', dataVHost: '' }).routes;
  const handle = { title: route.title, menuId: route.id, menu: route };
  const router = createMemoryRouter([{ path: '/x', element: <ReportPage />, handle }], { initialEntries: ['/x'] });
  return render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
}

describe('ReportPage (menu type 5)', () => {
  it('runs the report the menu names and shows the totals of the whole result under the page', async () => {
    show();
    const totals = await screen.findByTestId('report-totals');
    expect(calls.run[0]).toEqual(['rpt-member-fee', { searchValues: {}, currentPage: 1 }]);
    expect(totals.textContent).toBe('合计5,410.00');
    const cells = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(cells).toEqual(['1学生会员50.00', '2普通会员360.00']);
  });

  it('draws the configured chart type and switches to pie and line on request', async () => {
    show();
    const chart = await screen.findByTestId('chart-stub');
    expect(chart.getAttribute('data-series-type')).toBe('bar');
    expect(chart.textContent).toBe('[50,4500]');
    fireEvent.click(screen.getByText('饼图'));
    await waitFor(() => expect(screen.getByTestId('chart-stub').getAttribute('data-series-type')).toBe('pie'));
    expect(screen.getByTestId('chart-stub').textContent).toBe(
      JSON.stringify([
        { name: '学生会员', value: 50 },
        { name: '单位会员', value: 4500 },
      ]),
    );
    fireEvent.click(screen.getByText('折线图'));
    await waitFor(() => expect(screen.getByTestId('chart-stub').getAttribute('data-series-type')).toBe('line'));
  });

  it('a search sends the values and goes back to page 1', async () => {
    show();
    await screen.findByTestId('report-totals');
    const input = document.querySelector('[data-field="remark"] input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' 单位 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    });
    await waitFor(() => expect(calls.run).toHaveLength(2));
    expect(calls.run[1]![1]).toEqual({ searchValues: { remark: '单位' }, currentPage: 1 });
  });

  it('shows the server message when the report cannot run, and retries', async () => {
    calls.answer = new Error('报表未配置');
    show();
    const error = await screen.findByTestId('report-error');
    expect(error.textContent).toContain('报表未配置');
    calls.answer = reply;
    fireEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect((await screen.findByTestId('report-totals')).textContent).toBe('合计5,410.00');
  });

  it('a menu without a report says so and runs nothing', () => {
    show('{}');
    expect(screen.getByTestId('report-not-configured').textContent).toContain('该菜单未关联报表');
    expect(calls.run).toHaveLength(0);
  });
});

describe('toSearchValues', () => {
  it('a date range runs from the start of its first day to the end of its last; blanks are left out', () => {
    const fields = [
      { field: 'payDate', label: '缴费日期', type: 'dateRange' as const },
      { field: 'remark', label: '备注', type: 'text' as const },
      { field: 'method', label: '方式', type: 'select' as const, options: [] },
    ];
    const values = toSearchValues(fields, {
      payDate: [dayjs('2026-03-01 15:30'), dayjs('2026-03-31 08:00')],
      remark: '  ',
      method: undefined,
    });
    expect(values).toEqual({
      payDate: [new Date(2026, 2, 1).getTime(), new Date(2026, 2, 31, 23, 59, 59, 999).getTime()],
    });
  });
});
