import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uploadChatImage } from '../../api/message/chat';
import { BOB, initChatTest, recordFrames, resetChatState, withApp } from './chatTestKit';
import Composer from './Composer';

vi.mock('../../api/message/chat', () => ({ uploadChatImage: vi.fn() }));

beforeAll(initChatTest);
afterEach(resetChatState);

const box = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;

describe('chat composer', () => {
  test('Enter sends the text and empties the box; Shift+Enter only breaks the line', async () => {
    const frames = recordFrames();
    const user = userEvent.setup();
    render(withApp(<Composer partnerId={BOB.id} />));
    await user.type(box(), '第一行');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(box(), '第二行');
    expect(frames).toEqual([]);
    expect(box().value).toBe('第一行\n第二行');
    await user.keyboard('{Enter}');
    expect(frames).toEqual([
      { method: 'SendMessage', toUserId: BOB.id, messageType: 'text', messageContent: '第一行\n第二行' },
    ]);
    expect(box().value).toBe('');
  });

  test('empty or blank text is never sent', async () => {
    const frames = recordFrames();
    const user = userEvent.setup();
    render(withApp(<Composer partnerId={BOB.id} />));
    await user.click(box());
    await user.keyboard('{Enter}');
    await user.type(box(), '   ');
    await user.keyboard('{Enter}');
    await user.click(screen.getByTestId('chat-send'));
    expect(frames).toEqual([]);
  });

  test('with no socket open the text stays in the box and a notice says it was not sent', async () => {
    recordFrames(false);
    const user = userEvent.setup();
    render(withApp(<Composer partnerId={BOB.id} />));
    await user.type(box(), '在吗？');
    await user.keyboard('{Enter}');
    expect(box().value).toBe('在吗？');
    expect(screen.getByTestId('chat-offline').textContent).toContain('未连接到消息服务');
    // once a socket is open the same text goes out and the notice leaves
    const frames = recordFrames();
    await user.keyboard('{Enter}');
    expect(frames).toHaveLength(1);
    expect(screen.queryByTestId('chat-offline')).toBeNull();
  });

  test('an image over 5 MB is refused with 图片大小不能超过5M and nothing is uploaded or sent', async () => {
    const frames = recordFrames();
    render(withApp(<Composer partnerId={BOB.id} />));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [big] } });
    });
    expect((await screen.findByText('图片大小不能超过5M')).textContent).toBe('图片大小不能超过5M');
    expect(vi.mocked(uploadChatImage)).not.toHaveBeenCalled();
    expect(frames).toEqual([]);
  });

  test('the image button accepts images only, and a picked emoji lands in the text', async () => {
    const user = userEvent.setup();
    render(withApp(<Composer partnerId={BOB.id} />));
    expect(screen.getByTestId('chat-image-input').getAttribute('accept')).toBe('image/*');
    const doc = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [doc] } });
    });
    expect((await screen.findByText('只能发送图片')).textContent).toBe('只能发送图片');
    await user.type(box(), '好');
    await user.click(screen.getByTestId('chat-emoji'));
    await user.click(await screen.findByRole('option', { name: '👍' }));
    expect(box().value).toBe('好👍');
  });
});
