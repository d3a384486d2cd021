import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MyPortals, PortalInfo, PortalLayout } from '../../../contract';
import { initI18n } from '../../i18n';
import { writeStored } from '../../store/storage';
import PortalGrid from './PortalGrid';
import HomePage from '../home';

const api = vi.hoisted(() => ({
  messages: null as unknown,
  preview: null as unknown,
  mine: null as unknown,
  info: {} as Record<string, unknown>,
  setDefault: [] as string[],
}));
const answer = (value: unknown) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
vi.mock('../../api/message/records', () => ({
  listMessageRecords: () => answer(api.messages),
  isMessageRead: (r: { isRead: number }) => Number(r.isRead) === 1,
}));
vi.mock('../../api/system/dataInterface', () => ({ previewDataInterface: () => answer(api.preview) }));
vi.mock('../../api/visualdev/portal', () => ({
  getMyPortals: () => answer(api.mine),
  getPortalInfo: (id: string) => answer(api.info[id]),
  setDefaultPortal: (id: string) => {
    api.setDefault.push(id);
    return Promise.resolve({ code: 200, msg: '设置成功', data: null });
  },
}));

beforeAll(async () => {
  writeStored('language', 'zh');
  await initI18n();
});

function renderAt(element: JSX.Element) {
  const router = createMemoryRouter([{ path: '/x', element }], { initialEntries: ['/x'] });
  return render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
}

const one = (kind: string, settings: Record<string, unknown> = {}): PortalLayout =>
  ({ cards: [{ i: 'c1', kind, title: '卡片', x: 0, y: 0, w: 6, h: 4, settings }] }) as PortalLayout;
const stateOf = async () => (await screen.findByTestId('portal-card')).querySelector('[data-state]');

describe('portal cards', () => {
  it('a message card lists the newest messages, says when there are none, and offers a retry on failure', async () => {
    api.messages = { list: [{ id: 'm1', title: '年会通知', isRead: 0, releaseTime: 0, type: 1 }] };
    const first = renderAt(<PortalGrid layout={one('notices')} />);
    expect((await screen.findByTestId('portal-message')).textContent).toContain('年会通知');
    first.unmount();

    api.messages = { list: [] };
    const second = renderAt(<PortalGrid layout={one('messages')} />);
    await waitFor(async () => expect((await stateOf())?.getAttribute('data-state')).toBe('empty'));
    second.unmount();

    api.messages = new Error('down');
    renderAt(<PortalGrid layout={one('messages')} />);
    await waitFor(async () => expect((await stateOf())?.getAttribute('data-state')).toBe('error'));
    api.messages = { list: [{ id: 'm2', title: '换届选举', isRead: 1, releaseTime: 0, type: 3 }] };
    fireEvent.click(screen.getByText('重 试'));
    expect((await screen.findByTestId('portal-message')).textContent).toContain('换届选举');
  });

  it('a data-interface card shows the rows of {list} answers and an empty state without rows', async () => {
    api.preview = { list: [{ id: 1, fullName: '北京分会', enCode: 'BJ' }] };
    const first = renderAt(<PortalGrid layout={one('dataInterface', { id: 'di-branches' })} />);
    const table = await screen.findByTestId('portal-data-table');
    expect(table.textContent).toContain('北京分会');
    first.unmount();
    api.preview = [];
    renderAt(<PortalGrid layout={one('dataInterface', { id: 'di-branches' })} />);
    await waitFor(async () => expect((await stateOf())?.getAttribute('data-state')).toBe('empty'));
  });

  it('rich text is sanitised and an iframe is sandboxed; a script address is not embedded', async () => {
    const html = '<p>欢迎</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    const first = renderAt(<PortalGrid layout={one('richText', { html })} />);
    await screen.findByText('欢迎', undefined, { timeout: 15_000 });
    const body = (await screen.findByTestId('portal-card')).innerHTML;
    expect(body).not.toContain('onerror');
    expect(body).not.toContain('<script');
    first.unmount();
    const second = renderAt(<PortalGrid layout={one('iframe', { url: 'https://example.org/' })} />);
    await waitFor(() =>
      expect(document.querySelector('iframe')?.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups'),
    );
    second.unmount();
    renderAt(<PortalGrid layout={one('iframe', { url: 'javascript:alert(1)' })} />);
    await waitFor(async () => expect((await stateOf())?.getAttribute('data-state')).toBe('error'));
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('/home', () => {
  const portal = (id: string, title: string): PortalInfo =>
    ({ id, fullName: id, layout: { cards: [{ i: 'r', kind: 'richText', title, x: 0, y: 0, w: 12, h: 2, settings: { html: `<p>${title}正文</p>` } }] } }) as unknown as PortalInfo; // prettier-ignore

  it('opens the default portal, switches to another and makes it the default', async () => {
    api.mine = {
      list: [
        { id: 'p1', fullName: '默认门户' },
        { id: 'p2', fullName: '会员门户' },
      ],
      defaultId: 'p1',
    } as MyPortals;
    api.info = { p1: portal('p1', '第一门户'), p2: portal('p2', '第二门户') };
    renderAt(<HomePage />);
    await screen.findByText('第一门户正文', undefined, { timeout: 15_000 });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('会员门户'));
    await screen.findByText('第二门户正文', undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('portal-set-default'));
    await screen.findByText('默认门户', { selector: '.ant-tag' });
    expect(api.setDefault).toEqual(['p2']);
  });

  it('without portals shows no switcher and falls back to the shortcuts card', async () => {
    api.mine = { list: [], defaultId: '' } as MyPortals;
    renderAt(<HomePage />);
    const card = await screen.findByTestId('portal-card');
    expect(card.getAttribute('data-kind')).toBe('shortcuts');
    expect(screen.queryByTestId('portal-switcher')).toBeNull();
  });
});
