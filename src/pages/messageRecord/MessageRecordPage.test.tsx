import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { MessageFilter, MessageRecord } from '../../api/message/records';
import messagesZh from '../../i18n/locales/messages.zh';
import { notice } from '../../store/notice';
import MessageRecordPage from './index';

// only the API modules are replaced
const api = vi.hoisted(() => ({
  listMessageRecords: vi.fn(),
  readMessageInfo: vi.fn(),
  readAllMessages: vi.fn(),
  deleteMessageRecords: vi.fn(),
  getUnreadCounts: vi.fn(),
  getDictionaryDataOptions: vi.fn(),
}));
vi.mock('../../api/message/records', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/message/records')>()),
  listMessageRecords: api.listMessageRecords,
  readMessageInfo: api.readMessageInfo,
  readAllMessages: api.readAllMessages,
  deleteMessageRecords: api.deleteMessageRecords,
}));
vi.mock('../../api/message', () => ({ getUnreadCounts: api.getUnreadCounts }));
vi.mock('../../api/system/dictionary', () => ({ getDictionaryDataOptions: api.getDictionaryDataOptions }));

const record = (n: number, isRead = 0): MessageRecord => ({
  id: `m${n}`,
  title: `消息${n}`,
  type: 3,
  flowType: null,
  isRead,
  releaseUser: '',
  releaseTime: Date.now() - n * 60_000,
});
const calls = () => api.listMessageRecords.mock.calls as [MessageFilter, number, number][];
const tableRows = () => document.querySelectorAll('tr.ant-table-row');
/** antd's Popconfirm: the OK button of the open one */
async function confirm(text: string) {
  const title = await screen.findByText(text);
  fireEvent.click(
    within(title.closest('.ant-popover') as HTMLElement)
      .getAllByRole('button')
      .at(-1)!,
  );
}

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: messagesZh } } });
});
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.getDictionaryDataOptions.mockRejectedValue(new Error('no dictionary'));
  api.getUnreadCounts.mockResolvedValue({ unReadNum: 1 });
  api.listMessageRecords.mockResolvedValue({
    list: [record(1), record(2, 1), record(3)],
    pagination: { currentPage: 1, pageSize: 20, total: 3 },
  });
  api.deleteMessageRecords.mockResolvedValue({ code: 200, msg: '删除成功', data: null });
  notice.unreadTotal = 2;
});

function renderPage() {
  render(
    <MemoryRouter>
      <MessageRecordPage />
    </MemoryRouter>,
  );
}

describe('/messageRecord', () => {
  test('lists page 1 of every message with its read state; the read-state filter goes to the API', async () => {
    renderPage();
    await waitFor(() => expect(tableRows().length).toBe(3));
    expect(calls()[0]).toEqual([{ keyword: '', type: '', isRead: '' }, 1, 20]);
    expect([...screen.getAllByTestId('record-state')].map((s) => s.textContent)).toEqual(['未读', '已读', '未读']);

    fireEvent.mouseDown(within(screen.getByTestId('record-read-state')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('已读'));
    fireEvent.change(screen.getByPlaceholderText('搜索标题'), { target: { value: ' 备份 ' } });
    fireEvent.click(screen.getByTestId('record-search'));
    await waitFor(() => expect(calls().length).toBe(2));
    expect(calls()[1]).toEqual([{ keyword: '备份', type: '', isRead: '1' }, 1, 20]);
  });

  test('deletes the selected messages after the confirm, then reloads and refreshes the badge', async () => {
    renderPage();
    await waitFor(() => expect(tableRows().length).toBe(3));
    const checkboxes = screen.getAllByRole('checkbox');
    fireEvent.click(checkboxes[1]);
    fireEvent.click(checkboxes[3]);
    fireEvent.click(screen.getByTestId('record-delete-selected'));
    expect(api.deleteMessageRecords).not.toHaveBeenCalled();
    await confirm('确定删除选中的 2 条消息吗？');
    await waitFor(() => expect(api.deleteMessageRecords).toHaveBeenCalledWith(['m1', 'm3']));
    await waitFor(() => expect(calls().length).toBe(2));
    await waitFor(() => expect(notice.unreadTotal).toBe(1));
  });

  test('deletes one row from its own button', async () => {
    renderPage();
    await waitFor(() => expect(tableRows().length).toBe(3));
    fireEvent.click(screen.getAllByTestId('record-delete')[1]);
    await confirm('确定删除这条消息吗？');
    await waitFor(() => expect(api.deleteMessageRecords).toHaveBeenCalledWith(['m2']));
  });
});
