import { act, render, screen, waitFor } from '@testing-library/react';
import { getChatHistory, getConversations } from '../api/message/chat';
import { publishSocketEvent } from './bus';
import { chatState, openChat } from './chat/chatStore';
import { BOB, initChatTest, ME, page, record, resetChatState, withApp } from './chat/chatTestKit';
import ChatDrawer from './chat/ChatDrawer';
import HistoryPanel from './chat/HistoryPanel';
import { MessageAttachments, parseMessageFiles } from './drawer/MessageAttachments';

/**
 * File names are chosen by whoever uploaded the file: a chat image's name and a message attachment's name
 * holding markup are shown as text (or an attribute value) everywhere they appear, never as elements.
 */

vi.mock('../api/message/chat', () => ({
  getChatHistory: vi.fn(),
  getConversations: vi.fn(),
  getImContacts: vi.fn(async () => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } })),
  markChatRead: vi.fn(async () => ({ count: 0 })),
  uploadChatImage: vi.fn(),
}));

const NAME = '<img src=x onerror="window.__xssName=1">.png';
const win = window as unknown as Record<string, unknown>;

/** no element was made of the name: no <img src="x">, no handler, nothing ran */
function expectInert(root: ParentNode): void {
  expect(root.querySelector('img[src="x"]')).toBeNull();
  expect(root.querySelector('[onerror]')).toBeNull();
  expect(win.__xssName).toBeUndefined();
}

const imageRecord = (id: string) => ({
  ...record(
    id,
    BOB.id,
    ME,
    JSON.stringify({ name: NAME, width: 10, height: 10, path: `/api/file/Image/IM/${id}.png` }),
  ),
  contentType: 'image' as const,
});

beforeAll(initChatTest);
afterEach(resetChatState);

test('a chat image named with markup: the window, the history panel and the conversation list show it inert', async () => {
  vi.mocked(getConversations).mockResolvedValue([
    {
      id: BOB.id,
      userId: ME,
      sendUserId: BOB.id,
      account: BOB.account,
      realName: BOB.realName,
      headIcon: '',
      latestMessage: JSON.stringify({ name: NAME }),
      messageType: 'image',
      latestDate: Date.now(),
      unreadMessage: 0,
    },
  ]);
  vi.mocked(getChatHistory).mockResolvedValue(page([imageRecord('i1')]));
  await act(async () => void (chatState.drawerOpen = true));
  render(withApp(<ChatDrawer />));
  const row = await screen.findByRole('listitem', { name: BOB.realName });
  expect(row.textContent).toContain('[图片]');
  await act(async () => openChat(BOB));
  await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
  // a live one too: the receiver's copy pushed over the socket
  await act(async () =>
    publishSocketEvent({
      method: 'receiveMessage',
      id: 'i2',
      seq: 1,
      messageType: 'image',
      formUserId: BOB.id,
      formMessage: { path: '/api/file/Image/IM/i2.png', width: 10, height: 10, name: NAME },
      dateTime: Date.now(),
      latestDate: Date.now(),
      headIcon: '',
      realName: BOB.realName,
      account: BOB.account,
    }),
  );
  await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
  const thumbs = screen.getAllByTestId('chat-image').map((el) => (el.tagName === 'IMG' ? el : el.querySelector('img')));
  expect(thumbs.map((img) => img?.getAttribute('alt'))).toEqual([NAME, NAME]);
  expectInert(document.body);

  render(withApp(<HistoryPanel partner={BOB} me={ME} />));
  await waitFor(() => expect(screen.getAllByTestId('chat-history-row')).toHaveLength(1));
  expectInert(screen.getByTestId('chat-history'));
});

test('a message attachment named with markup is listed as its literal name', () => {
  const files = parseMessageFiles(JSON.stringify([{ name: NAME, fileId: 'f1' }, { fileName: '<b>粗</b>.pdf' }]));
  render(withApp(<MessageAttachments files={files} />));
  const list = screen.getByTestId('message-attachments');
  expect(list.textContent).toContain(NAME);
  expect(list.textContent).toContain('<b>粗</b>.pdf');
  expect(list.querySelector('b')).toBeNull();
  expectInert(list);
});
