import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import type { MessageFilter, MessageInfo, MessageRecord } from '../../api/message/records';
import messagesZh from '../../i18n/locales/messages.zh';
import { notice } from '../../store/notice';
import { publishSocketEvent } from '../bus';
import MessageDrawer from './MessageDrawer';

// only the API modules are replaced: everything between them and the screen is the real code
const api = vi.hoisted(() => ({
  listMessageRecords: vi.fn(),
  readMessageInfo: vi.fn(),
  readAllMessages: vi.fn(),
  deleteMessageRecords: vi.fn(),
  getUnreadCounts: vi.fn(),
  getDictionaryDataOptions: vi.fn(),
  fileDownload: vi.fn(),
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
vi.mock('../../api/file', () => ({ fileDownload: api.fileDownload }));

const record = (n: number, over: Partial<MessageRecord> = {}): MessageRecord => ({
  id: `m${n}`,
  title: `消息${n}`,
  type: 1,
  flowType: null,
  isRead: 0,
  releaseUser: '李娜/lina',
  releaseTime: Date.now() - n * 60_000,
  ...over,
});
const page = (from: number, count: number, total = 45) => ({
  list: Array.from({ length: count }, (_, i) => record(from + i)),
  pagination: { currentPage: 1, pageSize: 20, total },
});
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};
const calls = () => api.listMessageRecords.mock.calls as [MessageFilter, number][];
const rows = () => screen.queryAllByTestId('message-row');

/** where the App's toasts go: the drawer must use the App's message API (the layout renders it inside <App>) */
let toasts: HTMLElement;

function renderDrawer() {
  toasts = document.createElement('div');
  document.body.appendChild(toasts);
  return render(
    <App message={{ getContainer: () => toasts }}>
      <MemoryRouter>
        <MessageDrawer open onClose={() => undefined} />
      </MemoryRouter>
    </App>,
  );
}

/** The scroller as the browser would measure it: 2000 px of rows in a 600 px window, scrolled to `top`. */
function scrollTo(top: number) {
  const scroller = screen.getByTestId('message-scroller');
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 600 });
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: messagesZh } } });
});
beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.getDictionaryDataOptions.mockResolvedValue({
    list: [
      { id: 'd1', fullName: '公告', enCode: '1' },
      { id: 'd2', fullName: '流程', enCode: '2' },
      { id: 'd3', fullName: '系统', enCode: '3' },
      { id: 'd4', fullName: '日程', enCode: '4' },
    ],
  });
  api.getUnreadCounts.mockResolvedValue({ unReadNum: 0 });
  notice.unreadTotal = 0;
});

describe('the message drawer list', () => {
  test('shows a spinner, never the empty state, while the first page loads; then the empty state', async () => {
    const first = deferred<ReturnType<typeof page>>();
    api.listMessageRecords.mockReturnValueOnce(first.promise);
    renderDrawer();
    expect(screen.queryByTestId('message-loading')).not.toBeNull();
    expect(screen.queryByText('暂无消息')).toBeNull();
    await act(async () => first.resolve(page(1, 0, 0)));
    expect(screen.queryByText('暂无消息')).not.toBeNull();
    expect(screen.queryByTestId('message-loading')).toBeNull();
  });

  test('asks for the next page only near the bottom, once while it loads, and stops after a short page', async () => {
    const second = deferred<ReturnType<typeof page>>();
    api.listMessageRecords
      .mockResolvedValueOnce(page(1, 20))
      .mockReturnValueOnce(second.promise)
      .mockResolvedValueOnce(page(41, 5));
    renderDrawer();
    await waitFor(() => expect(rows().length).toBe(20));
    expect(rows()[0].textContent).toContain('1分钟前');
    expect(rows()[0].querySelector('[data-testid="unread-dot"]')).not.toBeNull();
    scrollTo(500); // 900 px left below the window
    expect(calls().length).toBe(1);
    scrollTo(1250); // 150 px left
    scrollTo(1300);
    scrollTo(1400);
    expect(calls().map((c) => c[1])).toEqual([1, 2]);
    await act(async () => second.resolve(page(21, 20)));
    expect(rows().length).toBe(40);
    scrollTo(1400);
    await waitFor(() => expect(rows().length).toBe(45));
    expect(calls().map((c) => c[1])).toEqual([1, 2, 3]);
    scrollTo(1400);
    expect(calls().length).toBe(3);
    expect(screen.queryByText('没有更多了')).not.toBeNull();
  });

  test('sends "unread only" (on by default) and the chosen source type to the list call', async () => {
    api.listMessageRecords.mockResolvedValue(page(1, 3, 3));
    renderDrawer();
    await waitFor(() => expect(calls().length).toBe(1));
    expect(calls()[0][0]).toEqual({ keyword: '', type: '', isRead: '0' });

    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(calls().length).toBe(2));
    expect(calls()[1][0]).toEqual({ keyword: '', type: '', isRead: '' });

    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('日程'));
    await waitFor(() => expect(calls().length).toBe(3));
    expect(calls()[2]).toEqual([{ keyword: '', type: 4, isRead: '' }, 1, 20]);
  });
});

describe('the message drawer actions', () => {
  test('mark all read asks first, then sends the current filter and reloads the list and the badge', async () => {
    api.listMessageRecords.mockResolvedValue(page(1, 2, 2));
    api.readAllMessages.mockResolvedValue({ code: 200, msg: '操作成功', data: null });
    api.getUnreadCounts.mockResolvedValue({ unReadNum: 0 });
    notice.unreadTotal = 7;
    renderDrawer();
    await waitFor(() => expect(rows().length).toBe(2));
    const keyword = screen.getByPlaceholderText('搜索标题');
    fireEvent.change(keyword, { target: { value: '年会' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls().length).toBe(2));

    fireEvent.click(screen.getByTestId('message-read-all'));
    expect(api.readAllMessages).not.toHaveBeenCalled();
    const confirm = await screen.findByText('确定将当前筛选下的消息全部标为已读吗？');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(api.readAllMessages).toHaveBeenCalledTimes(1));
    expect(api.readAllMessages.mock.calls[0][0]).toEqual({ keyword: '年会', type: '', isRead: '0' });
    await waitFor(() => expect(toasts.textContent).toContain('已全部标为已读'));
    await waitFor(() => expect(notice.unreadTotal).toBe(0));
    expect(calls().length).toBe(3);
    expect(calls()[2][1]).toBe(1);
  });

  test('opening an unread message reads it, lowers the badge and shows it', async () => {
    api.listMessageRecords.mockResolvedValue(page(1, 2, 2));
    const info: MessageInfo = {
      id: 'm1',
      title: '消息1',
      type: 1,
      bodyText: '<p>年会定于十月举行</p>',
      excerpt: '年会摘要',
      releaseUser: '李娜/lina',
      releaseTime: Date.now(),
      files: '[{"name":"日程.pdf","fileId":"f1"}]',
    };
    api.readMessageInfo.mockResolvedValue(info);
    notice.unreadTotal = 5;
    renderDrawer();
    await waitFor(() => expect(rows().length).toBe(2));
    fireEvent.click(rows()[0]);
    await waitFor(() => expect(api.readMessageInfo).toHaveBeenCalledWith('m1'));
    const content = await screen.findByTestId('message-content');
    expect(content.textContent).toBe('年会定于十月举行');
    expect(notice.unreadTotal).toBe(4);
    expect(rows()[0].getAttribute('data-unread')).toBe('0');
    expect(screen.getByTestId('message-excerpt').textContent).toBe('年会摘要');
    expect(screen.getByTestId('message-attachments').textContent).toContain('日程.pdf');
    api.fileDownload.mockResolvedValue({ name: '日程.pdf', url: '/api/file/Download?encryption=t1' });
    // the browser would save the signed link; jsdom cannot navigate, so the click is recorded instead
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    fireEvent.click(within(screen.getByTestId('message-attachments')).getByRole('button'));
    await waitFor(() => expect(clicked.length).toBe(1));
    click.mockRestore();
    expect(api.fileDownload).toHaveBeenCalledWith('annex', 'f1');
    expect(clicked[0].getAttribute('href')).toBe('/cloud-api2/api/file/Download?encryption=t1');
    expect(clicked[0].download).toBe('日程.pdf');
  });

  test('the body is sanitised: an injected script or handler never runs and is not in the page', async () => {
    const win = window as unknown as Record<string, unknown>;
    api.listMessageRecords.mockResolvedValue(page(1, 1, 1));
    api.readMessageInfo.mockResolvedValue({
      id: 'm1',
      title: '消息1',
      type: 3,
      bodyText: '<img src=x onerror="window.__xssImg=1"><script>window.__xssScript=1</script><p>正文</p>',
    });
    renderDrawer();
    await waitFor(() => expect(rows().length).toBe(1));
    fireEvent.click(rows()[0]);
    const content = await screen.findByTestId('message-content');
    expect(content.textContent).toBe('正文');
    expect(content.querySelector('script')).toBeNull();
    const img = content.querySelector('img');
    expect(img).not.toBeNull();
    expect(img!.getAttribute('onerror')).toBeNull();
    fireEvent.error(img!);
    expect(win.__xssImg).toBeUndefined();
    expect(win.__xssScript).toBeUndefined();
  });

  test('a messagePush on the socket bus reloads the open list', async () => {
    api.listMessageRecords.mockResolvedValueOnce(page(1, 2, 2)).mockResolvedValueOnce({
      list: [record(0, { title: '新到的消息' }), record(1), record(2)],
      pagination: { currentPage: 1, pageSize: 20, total: 3 },
    });
    renderDrawer();
    await waitFor(() => expect(rows().length).toBe(2));
    act(() =>
      publishSocketEvent({
        method: 'messagePush',
        id: 'm0',
        seq: 9,
        messageType: 1,
        userId: '',
        toUserId: ['user-admin'],
        title: '新到的消息',
        unreadNoticeCount: 1,
      }),
    );
    await waitFor(() => expect(rows().length).toBe(3));
    expect(rows()[0].textContent).toContain('新到的消息');
    expect(calls()[1][1]).toBe(1);
  });
});
