import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getChatHistory, markChatRead } from '../../api/message/chat';
import { publishSocketEvent } from '../bus';
import { chatState, historyCleared, openChat } from './chatStore';
import {
  BOB,
  echoed,
  initChatTest,
  ME,
  page,
  received,
  record,
  recordFrames,
  resetChatState,
  withApp,
} from './chatTestKit';
import ChatButton from './ChatButton';
import ChatWindow from './ChatWindow';

vi.mock('../../api/message/chat', () => ({
  getChatHistory: vi.fn(),
  markChatRead: vi.fn(async () => ({ count: 0 })),
  uploadChatImage: vi.fn(),
}));

const history = vi.mocked(getChatHistory);
const read = vi.mocked(markChatRead);

beforeAll(initChatTest);
beforeEach(() => {
  history.mockReset();
  read.mockClear();
});
afterEach(resetChatState);

/** n text records of the conversation, numbered from `from`, one minute apart, oldest first. */
const records = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const k = from + i;
    return record(`r${k}`, k % 2 ? BOB.id : ME, k % 2 ? ME : BOB.id, `消息${k}`, 1_700_000_000_000 + k * 60_000);
  });
const shown = () => screen.queryAllByTestId('chat-message').map((el) => el.getAttribute('data-id'));

async function openWith(first: ReturnType<typeof page>) {
  history.mockResolvedValueOnce(first);
  render(withApp(<ChatWindow />));
  await act(async () => openChat(BOB));
  await waitFor(() => expect(shown().length).toBe(first.list.length));
}

describe('chat window', () => {
  test('opening marks the conversation read and shows the latest 30, oldest at the top', async () => {
    chatState.unread[BOB.id] = 4;
    await openWith(page(records(21, 30), 50));
    expect(history.mock.calls[0]).toEqual([BOB.id, { currentPage: 1, pageSize: 30, sord: 'desc' }]);
    expect(read).toHaveBeenCalledWith(BOB.id);
    expect(chatState.unread[BOB.id]).toBe(0);
    expect(shown()[0]).toBe('r21');
    expect(shown().at(-1)).toBe('r50');
  });

  test('scrolling to the top loads the older page above, once, and stops when all are in', async () => {
    await openWith(page(records(16, 30), 45));
    history.mockResolvedValueOnce(page(records(1, 15), 45, 2));
    const box = screen.getByTestId('chat-messages');
    box.scrollTop = 0;
    fireEvent.scroll(box);
    fireEvent.scroll(box);
    await waitFor(() => expect(shown().length).toBe(45));
    expect(history.mock.calls.slice(1)).toEqual([[BOB.id, { currentPage: 2, pageSize: 30, sord: 'desc' }]]);
    expect(shown()[0]).toBe('r1');
    expect(shown()[15]).toBe('r16');
    fireEvent.scroll(box);
    expect(history).toHaveBeenCalledTimes(2);
    expect(screen.getByText('没有更多消息了').textContent).toBe('没有更多消息了');
  });

  test('a message for the open conversation is appended and read; another person’s is counted', async () => {
    render(<ChatButton />);
    await openWith(page(records(1, 2)));
    read.mockClear();
    await act(async () => publishSocketEvent(received('live-1', '刚收到')));
    expect(shown().at(-1)).toBe('live-1');
    expect(read).toHaveBeenCalledWith(BOB.id);
    expect(screen.getByTestId('chat-button').getAttribute('data-unread')).toBe('0');

    await act(async () => publishSocketEvent(received('live-2', '李娜的消息', 'u-lina')));
    expect(shown()).not.toContain('live-2');
    expect(chatState.unread['u-lina']).toBe(1);
    expect(screen.getByTestId('chat-button').getAttribute('data-unread')).toBe('1');
  });

  test('my own echo appears once, however often it arrives (several tabs, history plus echo)', async () => {
    await openWith(page(records(1, 2)));
    await act(async () => {
      publishSocketEvent(echoed('e1', '我发的'));
      publishSocketEvent(echoed('e1', '我发的'));
      publishSocketEvent(echoed('r2', '消息2'));
    });
    expect(shown()).toEqual(['r1', 'r2', 'e1']);
    expect(screen.getAllByText('我发的')).toHaveLength(1);
  });

  test('the sender sees ✓ sent, then read once the other side read it', async () => {
    await openWith(page([]));
    await act(async () => publishSocketEvent(echoed('e9', '看到了吗')));
    expect(screen.getByTestId('chat-state').textContent).toContain('已发送');
    await act(async () => publishSocketEvent({ method: 'readMessage', userId: 'u-other' }));
    expect(screen.getByTestId('chat-state').textContent).toContain('已发送');
    await act(async () => publishSocketEvent({ method: 'readMessage', userId: BOB.id }));
    expect(screen.getByTestId('chat-state').textContent).toContain('已读');
  });

  test('markup in a message is shown as text, never run', async () => {
    await openWith(page([]));
    const payload = '<img src=x onerror=alert(1)><b>粗</b>';
    await act(async () => publishSocketEvent(received('x1', payload)));
    const messages = screen.getByTestId('chat-messages');
    expect(messages.textContent).toContain(payload);
    expect(messages.querySelector('img[src="x"]')).toBeNull();
    expect(messages.querySelector('b')).toBeNull();
  });

  test('image, voice and video messages show as a thumbnail and players of the stored file', async () => {
    const file = (id: string, type: 'image' | 'voice' | 'video', body: object) => ({
      ...record(id, BOB.id, ME, JSON.stringify(body)),
      contentType: type,
    });
    await openWith(
      page([
        file('f1', 'image', { name: 'p.png', width: 400, height: 200, path: '/api/file/Image/IM/p.png' }),
        file('f2', 'voice', { name: 'a.mp3', length: 3, path: '/api/file/Image/IM/a.mp3' }),
        file('f3', 'video', { name: 'b.mp4', path: '/api/file/Image/IM/b.mp4' }),
      ]),
    );
    const [image, voice, video] = screen.getAllByTestId('chat-message');
    const img = image!.querySelector('img');
    expect(img?.getAttribute('src')).toContain('/api/file/Image/IM/p.png');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['160', '80']);
    expect(voice!.querySelector('audio')?.getAttribute('src')).toContain('/IM/a.mp3');
    expect(video!.querySelector('video')?.getAttribute('src')).toContain('/IM/b.mp4');
  });

  test('with the socket open, reading is told by UpdateReadMessage, not REST', async () => {
    const frames = recordFrames();
    await openWith(page(records(1, 2)));
    await act(async () => publishSocketEvent(received('live-9', '又一条')));
    expect(frames.filter((f) => f.method === 'UpdateReadMessage')).toEqual([
      { method: 'UpdateReadMessage', formUserId: BOB.id },
      { method: 'UpdateReadMessage', formUserId: BOB.id },
    ]);
    expect(read).not.toHaveBeenCalled();
  });

  test('删除聊天记录 of the open conversation empties the window at once; new messages still show', async () => {
    await openWith(page(records(1, 4)));
    await act(async () => historyCleared(BOB.id));
    expect(shown()).toEqual([]);
    await act(async () => publishSocketEvent(received('after-1', '删除之后')));
    expect(shown()).toEqual(['after-1']);
  });
});
