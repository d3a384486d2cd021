import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zh from '../i18n/locales/zh';
import en from '../i18n/locales/en';
import type { UploadTask } from '../../renderers';
import { uploadPanel, type PanelEntry } from './uploadStore';
import UploadPanel from './UploadPanel';

const actions = vi.hoisted(() => ({ pause: vi.fn(), resume: vi.fn(), retry: vi.fn(), remove: vi.fn() }));
const closePanel = vi.hoisted(() => vi.fn());
vi.mock('./appQueue', () => ({
  findTask: (id: string) => ({ id, ...actions }) as unknown as UploadTask,
  closePanel,
}));

const entry = (id: string, status: PanelEntry['status'], progress: number, fileSize = 3 * 1024 * 1024) => ({
  id,
  fileName: `${id}.pdf`,
  fileSize,
  status,
  progress,
});

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'zh',
    resources: { zh: { translation: zh }, en: { translation: en } },
  });
});
beforeEach(() => Object.values(actions).forEach((a) => a.mockReset()));
afterEach(async () => {
  await act(async () => void Object.assign(uploadPanel, { entries: [], open: false, collapsed: false }));
});

describe('upload progress panel', () => {
  test('hidden until a file is queued; lists name, size, status and the buttons of each status', async () => {
    const user = userEvent.setup();
    const { container } = render(<UploadPanel />);
    expect(container.innerHTML).toBe('');
    await act(async () => {
      uploadPanel.entries = [entry('a', 'uploading', 40), entry('b', 'paused', 10), entry('c', 'error', 70, 512)];
      uploadPanel.open = true;
    });
    const panel = screen.getByRole('region', { name: '上传列表' });
    const rowA = within(panel).getByRole('listitem', { name: 'a.pdf' });
    expect(rowA.textContent).toContain('3 MB');
    expect(rowA.textContent).toContain('上传中');
    const rowB = within(panel).getByRole('listitem', { name: 'b.pdf' });
    expect(rowB.textContent).toContain('暂停中');
    const rowC = within(panel).getByRole('listitem', { name: 'c.pdf' });
    expect(rowC.textContent).toContain('上传失败');
    expect(rowC.textContent).toContain('512 B');

    await user.click(within(rowA).getByRole('button', { name: '暂停' }));
    await user.click(within(rowB).getByRole('button', { name: '继续' }));
    await user.click(within(rowC).getByRole('button', { name: '重试' }));
    await user.click(within(rowC).getByRole('button', { name: '移除' }));
    expect([actions.pause, actions.resume, actions.retry, actions.remove].map((a) => a.mock.calls.length)).toEqual([
      1, 1, 1, 1,
    ]);
    expect(within(rowA).queryByRole('button', { name: '重试' })).toBeNull();
    // an unfinished file: no close button
    expect(within(panel).queryByRole('button', { name: '关闭' })).toBeNull();
  });

  test('collapses to its header; closable once every file is stored or failed; speaks English too', async () => {
    const user = userEvent.setup();
    render(<UploadPanel />);
    await act(async () => {
      uploadPanel.entries = [entry('a', 'success', 100), entry('b', 'error', 30)];
      uploadPanel.open = true;
    });
    expect(screen.getByRole('region').textContent).toContain('1/2 个文件已上传');
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByRole('listitem')).toBeNull();
    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(closePanel).toHaveBeenCalledTimes(1);

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('region', { name: 'Uploads' }).textContent).toContain('Uploaded');
    await act(() => i18n.changeLanguage('zh'));
  });
});
