import { render, screen, fireEvent } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import zh from '../../i18n/locales/zh';
import ExternalLinkPage from './index';
import DataScreenMissingPage from '../dataScreen';
import { probeReachable } from './probe';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zh } } });
});
afterEach(() => vi.unstubAllGlobals());

function show(element: JSX.Element, handle: unknown) {
  const router = createMemoryRouter([{ path: '/x', element, handle }], { initialEntries: ['/x'] });
  return render(<RouterProvider router={router} />);
}

const helpMenu = { title: '使用帮助', menu: { title: '使用帮助', externalUrl: 'https://www.example.org/help' } };

describe('probeReachable', () => {
  it('an opaque answer is reachable, a network error or a timeout is not', async () => {
    expect(await probeReachable('https://a.example', 1000, () => Promise.resolve(new Response()))).toBe('reachable');
    expect(await probeReachable('https://a.example', 1000, () => Promise.reject(new TypeError('x')))).toBe(
      'unreachable',
    );
    const never: typeof fetch = (_u, init) =>
      new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await probeReachable('https://slow.example', 20, never)).toBe('unreachable');
  });

  it('asks in no-cors mode without credentials, and never for the app’s own pages', async () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response()));
    await probeReachable('https://a.example/p', 1000, fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      'https://a.example/p',
      expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }),
    );
    fetcher.mockClear();
    expect(await probeReachable('/local', 1000, fetcher)).toBe('reachable');
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('ExternalLinkPage', () => {
  it('an unreachable host gets a clear message instead of a frame; retry asks again', async () => {
    const fetcher = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetcher);
    const { container } = show(<ExternalLinkPage />, helpMenu);
    expect(await screen.findByText('无法连接到 www.example.org，该外部页面暂时无法显示。')).not.toBeNull();
    expect(screen.getByTestId('external-unreachable')).not.toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    const open = container.querySelectorAll('a[data-testid="external-open"]');
    expect([...open].map((a) => a.getAttribute('href'))).toContain('https://www.example.org/help');
    fireEvent.click(screen.getByText(/重\s*试/));
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('a reachable host shows the frame under the toolbar', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response())),
    );
    const { container } = show(<ExternalLinkPage />, helpMenu);
    expect(screen.getByText('外部页面来自 www.example.org；若下方无法显示，请在新窗口打开。')).not.toBeNull();
    await vi.waitFor(() =>
      expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.example.org/help'),
    );
    expect(screen.queryByTestId('external-unreachable')).toBeNull();
  });
});

describe('DataScreenMissingPage', () => {
  it('names the menu and says no visualisation host is configured', () => {
    show(<DataScreenMissingPage />, { title: '会员数据大屏', menu: { title: '会员数据大屏' } });
    expect(screen.getByText('未配置数据大屏服务')).not.toBeNull();
    expect(screen.getByText(/菜单“会员数据大屏”是数据可视化大屏.*DATA_SCREEN_URL/)).not.toBeNull();
  });
});
