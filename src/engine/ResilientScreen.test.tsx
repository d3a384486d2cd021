import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { afterEach, expect, test, vi } from 'vitest';
import { createRegistry, EngineProvider, missingServices, type ScreenSchema, type WidgetEntry } from '../../renderers';
import { formParts, widgetEntries } from '../../widgets';
import { ResilientScreen } from './ResilientScreen';
import type { ResolvedScreen } from './screenOverrides';

/** A stored screen that passes the meta-check but throws while rendering gives way to an earlier copy or the default. */

function Boom({ label, explode }: { label: string; explode?: boolean }) {
  if (explode) throw new Error(`${label} exploded`);
  return <p>{label}</p>;
}
const boom: WidgetEntry = {
  key: 'Boom',
  component: Boom,
  readPretty: Boom,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'display',
};
const registry = createRegistry([...widgetEntries, boom], formParts);

const page = (label: string, explode = false) =>
  ({
    schemaVersion: 2,
    type: 'void',
    'x-component': 'Page',
    properties: { b: { type: 'void', 'x-component': 'Boom', 'x-component-props': { label, explode } } },
  }) as unknown as ScreenSchema;

function show(resolved: ResolvedScreen, isAdministrator: boolean, earlier?: ScreenSchema) {
  const forget = vi.fn(() => earlier);
  const loadDefault = vi.fn(() => Promise.resolve(page('默认版本内容')));
  render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider widgets={registry} services={missingServices}>
        <ResilientScreen
          id="x.page"
          resolved={resolved}
          loadDefault={loadDefault}
          forget={forget}
          isAdministrator={isAdministrator}
          params={{}}
          registry={registry}
        />
      </EngineProvider>
    </ConfigProvider>,
  );
  return { forget, loadDefault };
}

afterEach(() => vi.restoreAllMocks());

test('a stored copy that throws while rendering gives way to the default, with a notice for an administrator', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const crashing = page('存储版本', true);
  const { forget } = show({ schema: crashing, from: 'server', notice: null }, true);
  expect(await screen.findByText('默认版本内容')).not.toBeNull();
  expect(forget).toHaveBeenCalledWith('x.page', crashing);
  const notice = screen.getByTestId('screen-fallback').textContent ?? '';
  expect(notice).toContain('存储版本 exploded');
  expect(notice).toContain('默认版本');
  expect(screen.queryByTestId('screen-error')).toBeNull();
});

test('a normal user sees the default without the notice', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  show({ schema: page('存储版本', true), from: 'cache', notice: null }, false);
  expect(await screen.findByText('默认版本内容')).not.toBeNull();
  expect(screen.queryByTestId('screen-fallback')).toBeNull();
  expect(screen.queryByTestId('screen-error')).toBeNull();
});

test('the good copy held before the crashing one comes first; the default is not loaded', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { loadDefault } = show({ schema: page('第 3 版', true), from: 'server', notice: null }, true, page('第 2 版'));
  expect(await screen.findByText('第 2 版')).not.toBeNull();
  expect(screen.getByTestId('screen-fallback').textContent).toContain('上一个有效版本');
  expect(loadDefault).not.toHaveBeenCalled();
});

test('the bundled default throwing shows the error panel: nothing is left to fall back to', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { forget } = show({ schema: page('默认', true), from: 'bundled', notice: null }, true);
  await waitFor(() => expect(screen.getByTestId('screen-error').textContent).toContain('默认 exploded'));
  expect(forget).not.toHaveBeenCalled();
});
