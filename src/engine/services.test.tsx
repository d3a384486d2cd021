import { act, render } from '@testing-library/react';
import { App } from 'antd';
import { appConfig } from '../config';
import { useEngineServices, type EngineServices } from '../../renderers';
import { session } from '../store/session';
import { EngineProvider } from './EngineProvider';
import { downloadHref } from './services';
import { pageScreenId, screenIds } from './screenCatalog';

function captureServices(): EngineServices {
  let captured: EngineServices | null = null;
  function Probe() {
    captured = useEngineServices();
    return null;
  }
  render(
    <App>
      <EngineProvider>
        <Probe />
      </EngineProvider>
    </App>,
  );
  return captured!;
}

describe('EngineServices of the app', () => {
  test('download URLs from the server are put under the API base; absolute ones are kept', () => {
    Object.assign(appConfig, { apiBase: '/cloud-api2' });
    expect(downloadHref('/api/file/Download?encryption=x')).toBe('/cloud-api2/api/file/Download?encryption=x');
    expect(downloadHref('/cloud-api2/api/file/Download')).toBe('/cloud-api2/api/file/Download');
    expect(downloadHref('https://files.example.org/a.bdd')).toBe('https://files.example.org/a.bdd');
  });

  test('currentUser reads the session store', () => {
    const services = captureServices();
    expect(services.currentUser().userName).toBe('');
    session.userInfo = { userId: 'u1', userName: '管理员', organizeName: '中华学会' } as typeof session.userInfo;
    expect(services.currentUser()).toMatchObject({ userId: 'u1', userName: '管理员', organizeName: '中华学会' });
    session.userInfo = null;
  });

  test('confirm answers true on OK and false on cancel, with antd', async () => {
    const services = captureServices();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = services.confirm({ title: '提示', content: '此操作将永久删除该数据, 是否继续?' });
    });
    const ok = await vi.waitFor(() => {
      const button = document.querySelector('.ant-modal-confirm .ant-btn-primary') as HTMLElement | null;
      if (!button) throw new Error('no confirm yet');
      return button;
    });
    expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('此操作将永久删除该数据, 是否继续?');
    act(() => ok.click());
    await expect(answer).resolves.toBe(true);
  });

  test('the screen catalog maps a menu address to its page schema', () => {
    expect(screenIds).toContain('system/dictionary.page');
    expect(pageScreenId('system/dictionary')).toBe('system/dictionary.page');
    expect(pageScreenId('/system/dictionary/')).toBe('system/dictionary.page');
    expect(pageScreenId('system/nothing')).toBeNull();
  });

  test('the API table is the one screens call by name', () => {
    const services = captureServices();
    expect(Object.keys(services.api)).toContain('dictionaryData.remove');
  });
});
