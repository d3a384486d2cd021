import { fireEvent, render, waitFor } from '@testing-library/react';
import type { ImportHeader } from '../../../contract';
import { PreviewStep } from './PreviewStep';
import { EditableCell } from './previewCells';
import { keyed } from './wizardState';

const headers: ImportHeader[] = [
  { id: 'name', fullName: '名称', jnpfKey: 'input' },
  { id: 'level', fullName: '等级', jnpfKey: 'select', options: [{ id: '1', fullName: '普通' }] },
];

describe('preview table', { timeout: 30_000 }, () => {
  test('a text cell unmounted while focused keeps what was typed; a blurred one commits once', () => {
    const onChange = vi.fn();
    const header = headers[0]!;
    const first = render(<EditableCell header={header} value="螺丝" onChange={onChange} />);
    fireEvent.change(first.container.querySelector('input')!, { target: { value: '螺母' } });
    expect(onChange).not.toHaveBeenCalled();
    first.unmount();
    expect(onChange.mock.calls).toEqual([['螺母']]);

    onChange.mockClear();
    const second = render(<EditableCell header={header} value="螺丝" onChange={onChange} />);
    const input = second.container.querySelector('input')!;
    fireEvent.change(input, { target: { value: '垫圈' } });
    fireEvent.blur(input);
    second.unmount();
    expect(onChange.mock.calls).toEqual([['垫圈']]);

    onChange.mockClear();
    render(<EditableCell header={header} value="螺丝" onChange={onChange} />).unmount();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('1,000 rows mount one page at most; 序号 counts across pages', async () => {
    const rows = keyed(
      Array.from({ length: 1000 }, (_, i) => ({ name: `物品${i + 1}`, level: '1' })),
      headers,
    );
    const { container } = render(<PreviewStep headers={headers} rows={rows} dispatch={() => undefined} />);
    const shown = () => [
      ...container.querySelectorAll('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row'),
    ];
    const mounted = shown().length;
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThanOrEqual(20);
    const firstIndex = () => shown()[0]?.querySelector('.ant-table-cell')?.textContent;
    expect(firstIndex()).toBe('1');
    fireEvent.click(container.querySelector('.ant-pagination-next button, .ant-pagination-next')!);
    await waitFor(() => expect(firstIndex()).toBe('21'));
    expect((shown()[0]?.querySelector('input') as HTMLInputElement).value).toBe('物品21');
  });
});
