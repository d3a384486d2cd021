import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { expect, test, vi } from 'vitest';
import { EngineServicesProvider, missingServices, useEngineServices } from '../../../renderers';
import { isReadApi } from './dryRun';
import { PreviewPane } from './PreviewPane';

/** 试运行: on by default, writes held back and shown, reads sent; turning it off asks first. */

function Buttons() {
  const { api } = useEngineServices();
  return (
    <>
      <button onClick={() => void api['thing.list']({})}>read</button>
      <button onClick={() => void api['thing.create']({ fullName: '新' })}>write</button>
    </>
  );
}

test('reads are told from writes by the verb the API name ends with', () => {
  expect(['dictionaryData.list', 'menu.tree', 'user.info', 'group.typeOptions'].map(isReadApi)).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(['user.create', 'menu.import', 'modelImport.importData', 'user.resetPassword'].map(isReadApi)).toEqual([
    false,
    false,
    false,
    false,
  ]);
});

test('with 试运行 on a write is not sent but listed; after confirming it off, it is sent', async () => {
  const list = vi.fn(() => Promise.resolve([]));
  const create = vi.fn(() => Promise.resolve({ code: 200, msg: '新建成功', data: null }));
  render(
    <App>
      <EngineServicesProvider value={{ ...missingServices, api: { 'thing.list': list, 'thing.create': create } }}>
        <PreviewPane renderKey={1}>
          <Buttons />
        </PreviewPane>
      </EngineServicesProvider>
    </App>,
  );
  const dryRun = screen.getByRole('switch', { name: '试运行' });
  expect(dryRun.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(screen.getByText('read'));
  fireEvent.click(screen.getByText('write'));
  expect(list).toHaveBeenCalledTimes(1);
  expect(create).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByTestId('held-calls').textContent).toContain('thing.create {"fullName":"新"}'));

  fireEvent.click(dryRun);
  await waitFor(() => expect(screen.getAllByText('关闭试运行？').length).toBeGreaterThan(0));
  expect(dryRun.getAttribute('aria-checked')).toBe('true');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '关闭试运行' }));
    await Promise.resolve();
  });
  await waitFor(() => expect(dryRun.getAttribute('aria-checked')).toBe('false'));
  fireEvent.click(screen.getByText('write'));
  expect(create).toHaveBeenCalledWith({ fullName: '新' });
});
