import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImReplyItem } from '../../../contract';
import {
  deleteChatRecord,
  getChatHistory,
  getConversations,
  getImContacts,
  removeConversation,
  type ImContact,
} from '../../api/message/chat';
import { publishSocketEvent } from '../bus';
import { chatState } from './chatStore';
import { BOB, initChatTest, received, record, resetChatState, withApp } from './chatTestKit';
import ChatButton from './ChatButton';
import ChatDrawer from './ChatDrawer';

vi.mock('../../api/message/chat', () => ({
  getConversations: vi.fn(),
  getImContacts: vi.fn(),
  removeConversation: vi.fn(async () => null),
  deleteChatRecord: vi.fn(async () => null),
  getChatHistory: vi.fn(async () => ({ list: [], pagination: { currentPage: 1, pageSize: 30, total: 0 } })),
  markChatRead: vi.fn(async () => ({ count: 0 })),
}));

beforeAll(initChatTest);
beforeEach(() => vi.clearAllMocks());
afterEach(resetChatState);

const conversation = (id: string, realName: string, extra: Partial<ImReplyItem> = {}): ImReplyItem => ({
  id,
  userId: 'u-me',
  sendUserId: id,
  account: id,
  realName,
  headIcon: '',
  latestMessage: `来自${realName}`,
  messageType: 'text',
  latestDate: Date.now() - 5 * 60_000,
  unreadMessage: 0,
  ...extra,
});

const contacts = (from: number, n: number): ImContact[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${from + i}`,
    account: `user${from + i}`,
    realName: `用户${from + i}`,
    headIcon: '',
    department: '研发部',
  }));

/** The confirmation dialog asking `question` (antd's confirm, not the drawer, which is a dialog too). */
async function confirmDialog(question: string): Promise<HTMLElement> {
  return waitFor(() => {
    // the newest one: an answered dialog may still be fading out
    const dialog = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')]
      .filter((el) => el.textContent?.includes(question))
      .at(-1);
    if (!dialog) throw new Error(`no dialog asking ${question}`);
    return dialog;
  });
}

async function openDrawer(rows: ImReplyItem[]) {
  vi.mocked(getConversations).mockResolvedValue(rows);
  vi.mocked(getImContacts).mockResolvedValue({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  await act(async () => void (chatState.drawerOpen = true));
  render(withApp(<ChatDrawer />));
  if (rows.length) await screen.findByRole('listitem', { name: rows[0]!.realName });
}

describe('chat drawer', () => {
  test('消息 lists conversations with the latest message, relative time and unread count', async () => {
    const image = conversation('u-img', '王芳', { messageType: 'image', latestMessage: '{"name":"a.png"}' });
    await openDrawer([conversation(BOB.id, BOB.realName, { unreadMessage: 3 }), image]);
    const bob = screen.getByRole('listitem', { name: BOB.realName });
    expect(bob.textContent).toContain(`来自${BOB.realName}`);
    expect(bob.textContent).toContain('5分钟前');
    expect(bob.querySelector('.ant-badge-count')?.textContent).toBe('3');
    expect(screen.getByRole('listitem', { name: '王芳' }).textContent).toContain('[图片]');
    // a message from someone new puts them at the top
    await act(async () => publishSocketEvent(received('n1', '你好', 'u-lina')));
    expect(screen.getAllByTestId('chat-conversation')[0]!.getAttribute('aria-label')).toBe('李娜');
  });

  test('right-click → 移除会话 asks first; confirmed, the conversation is removed', async () => {
    const user = userEvent.setup();
    await openDrawer([conversation(BOB.id, BOB.realName), conversation('u-lina', '李娜')]);
    fireEvent.contextMenu(screen.getByRole('listitem', { name: BOB.realName }));
    await user.click(await screen.findByText('移除会话'));
    const dialog = await confirmDialog('确定移除与 张伟 的会话吗');
    expect(removeConversation).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: BOB.realName })).toBeNull());
    expect(vi.mocked(removeConversation).mock.calls).toEqual([[BOB.id]]);
    expect(screen.queryByRole('listitem', { name: '李娜' })).not.toBeNull();
  });

  test('right-click → 删除聊天记录: cancel keeps everything, confirm deletes the history', async () => {
    const user = userEvent.setup();
    await openDrawer([conversation(BOB.id, BOB.realName, { unreadMessage: 2 })]);
    const row = () => screen.getByRole('listitem', { name: BOB.realName });
    fireEvent.contextMenu(row());
    await user.click(await screen.findByText('删除聊天记录'));
    let dialog = await confirmDialog('确定删除与 张伟 的聊天记录吗');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(deleteChatRecord).not.toHaveBeenCalled();

    fireEvent.contextMenu(row());
    await user.click(await screen.findByText('删除聊天记录'));
    dialog = await confirmDialog('确定删除与 张伟 的聊天记录吗');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(vi.mocked(deleteChatRecord).mock.calls).toEqual([[BOB.id]]));
    await waitFor(() => expect(row().textContent).not.toContain(`来自${BOB.realName}`));
    expect(chatState.unread[BOB.id]).toBe(0);
  });

  test('删除聊天记录 while that chat is open empties its window at once', async () => {
    const user = userEvent.setup();
    vi.mocked(getChatHistory).mockResolvedValueOnce({
      list: [record('old-1', BOB.id, 'u-me', '旧消息')],
      pagination: { currentPage: 1, pageSize: 30, total: 1 },
    });
    await openDrawer([conversation(BOB.id, BOB.realName)]);
    const row = () => screen.getByRole('listitem', { name: BOB.realName });
    await user.click(row());
    await waitFor(() => expect(screen.getByTestId('chat-messages').textContent).toContain('旧消息'));
    fireEvent.contextMenu(row());
    await user.click(await screen.findByText('删除聊天记录'));
    const dialog = await confirmDialog('确定删除与 张伟 的聊天记录吗');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryAllByTestId('chat-message')).toHaveLength(0));
    expect(screen.getByTestId('chat-messages').textContent).not.toContain('旧消息');
  });

  test('联系人 loads 20 a page and the next page only once scrolled within 300 px of the end', async () => {
    const user = userEvent.setup();
    await openDrawer([]);
    vi.mocked(getImContacts)
      .mockResolvedValueOnce({ list: contacts(1, 20), pagination: { currentPage: 1, pageSize: 20, total: 25 } })
      .mockResolvedValueOnce({ list: contacts(21, 5), pagination: { currentPage: 2, pageSize: 20, total: 25 } });
    await user.click(screen.getByRole('tab', { name: '联系人' }));
    await screen.findByRole('listitem', { name: '用户20' });
    expect(vi.mocked(getImContacts).mock.calls[0]).toEqual([{ keyword: undefined, currentPage: 1, pageSize: 20 }]);
    const box = screen.getByTestId('chat-contacts');
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1200 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 400 });
    box.scrollTop = 450; // 350 px left below the view
    fireEvent.scroll(box);
    expect(getImContacts).toHaveBeenCalledTimes(1);
    box.scrollTop = 520; // 280 px left
    fireEvent.scroll(box);
    await screen.findByRole('listitem', { name: '用户25' });
    expect(vi.mocked(getImContacts).mock.calls[1]).toEqual([{ keyword: undefined, currentPage: 2, pageSize: 20 }]);
    box.scrollTop = 800;
    fireEvent.scroll(box);
    expect(getImContacts).toHaveBeenCalledTimes(2); // all 25 are in
  });

  test('the navbar badge sums initMessage’s unread counts and rises with messages for closed chats', async () => {
    render(<ChatButton />);
    const badge = () => screen.getByTestId('chat-button').getAttribute('data-unread');
    await act(async () =>
      publishSocketEvent({
        method: 'initMessage',
        onlineUserList: [],
        unreadNums: [
          {
            sendUserId: BOB.id,
            receiveUserId: 'u-me',
            unreadNum: 2,
            defaultMessage: '',
            defaultMessageType: 'text',
            defaultMessageTime: 0,
          },
          {
            sendUserId: 'u-lina',
            receiveUserId: 'u-me',
            unreadNum: 1,
            defaultMessage: '',
            defaultMessageType: 'text',
            defaultMessageTime: 0,
          },
        ],
        unreadNoticeCount: 0,
        unreadMessageCount: 0,
        unreadSystemMessageCount: 0,
        unreadScheduleCount: 0,
        unreadTotalCount: 0,
        messageDefaultText: '',
        messageDefaultTime: 0,
        lastSeq: 9,
      }),
    );
    expect(badge()).toBe('3');
    await act(async () => publishSocketEvent(received('b1', '在吗')));
    expect(badge()).toBe('4');
    await act(async () => publishSocketEvent({ ...received('b0', '旧的'), replay: true }));
    expect(badge()).toBe('4');
  });
});
