import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiFunction } from '../../../engine-core/services';
import { screenHelpers } from '../helpers';
import { createScreenRuntime, type ScreenRuntime } from '../runtime';
import { fakeServices } from '../testing/fakeServices';
import type { ActionSpec } from '../types';
import { actionNames, runAction } from './index';

function setup(api: Record<string, ApiFunction> = {}, confirm = true) {
  const services = fakeServices(api, confirm);
  const dialogs = { open: vi.fn(), close: vi.fn() };
  const runtime: ScreenRuntime = createScreenRuntime({
    params: { from: 'menu' },
    helpers: screenHelpers,
    services,
    loadSchema: () => Promise.reject(new Error('none')),
    dialogs,
  });
  runtime.state.category = { id: 't1', isTree: 0 };
  return { services, dialogs, runtime };
}

const ok = (msg: string, data: unknown = null) => ({ code: 200, msg, data });

describe('runAction', () => {
  afterEach(() => vi.restoreAllMocks());

  test('the vocabulary is the one the meta-schema lists', () => {
    expect(actionNames.sort()).toEqual(['api', 'closeDialog', 'confirm', 'download', 'openDialog', 'refresh', 'toast']);
  });

  test('api: args are evaluated against the scope, the server msg is toasted for 1500 ms', async () => {
    const remove = vi.fn(async () => ok('删除成功'));
    const { runtime, services } = setup({ 'rows.remove': remove });
    const spec: ActionSpec = {
      action: 'api',
      api: 'rows.remove',
      args: { id: '{{ $record.id }}', typeId: '{{ $state.category.id }}', from: '{{ $params.from }}' },
    };
    expect(await runAction(spec, { runtime, scope: { $record: { id: 'r9' } } })).toBe(true);
    expect(remove).toHaveBeenCalledWith({ id: 'r9', typeId: 't1', from: 'menu' });
    expect(services.toast).toHaveBeenCalledWith('删除成功', 'success', 1.5);
  });

  test('api: one expression may answer the whole argument object', async () => {
    const save = vi.fn(async () => ok('新建成功'));
    const { runtime } = setup({ 'rows.save': save });
    const args = "{{ $helpers.merge($values, { parentId: $helpers.replaceIfEqual($values.parentId, 't1', '0') }) }}";
    await runAction(
      { action: 'api', api: 'rows.save', args },
      { runtime, scope: { $values: { parentId: 't1', a: 1 } } },
    );
    expect(save).toHaveBeenCalledWith({ parentId: '0', a: 1 });
  });

  test.each([
    ['false: no toast', false, undefined],
    ['a text of its own', '已保存', ['已保存', 'success', 1.5]],
    ['a duration (the state toggle: 1 s)', { duration: 1 }, ['更新成功', 'success', 1]],
  ] as const)('api success %s', async (_name, success, expected) => {
    const { runtime, services } = setup({ 'rows.toggle': async () => ok('更新成功') });
    await runAction({ action: 'api', api: 'rows.toggle', success }, { runtime, scope: {} });
    if (expected) expect(services.toast).toHaveBeenCalledWith(...expected);
    else expect(services.toast).not.toHaveBeenCalled();
  });

  test('api: bare data (no envelope) toasts the generic 操作成功', async () => {
    const { runtime, services } = setup({ 'rows.touch': async () => 'done' });
    await runAction({ action: 'api', api: 'rows.touch' }, { runtime, scope: {} });
    expect(services.toast).toHaveBeenCalledWith('操作成功', 'success', 1.5);
  });

  test('api with a confirmation: the text is shown; cancelling calls nothing and stops the sequence', async () => {
    const remove = vi.fn(async () => ok('删除成功'));
    const refresh = vi.fn();
    const { runtime, services } = setup({ 'rows.remove': remove }, false);
    runtime.register('table', { refresh });
    const spec: ActionSpec = [
      { action: 'api', api: 'rows.remove', confirm: '此操作将永久删除该数据, 是否继续?' },
      { action: 'refresh', target: 'table' },
    ];
    expect(await runAction(spec, { runtime, scope: {} })).toBe(false);
    expect(services.confirm).toHaveBeenCalledWith({ title: '提示', content: '此操作将永久删除该数据, 是否继续?' });
    expect(remove).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  test('a failing API stops the sequence without a success toast (the request layer reported it)', async () => {
    const refresh = vi.fn();
    const { runtime, services } = setup({ 'rows.remove': () => Promise.reject(new Error('该字典下有子项')) });
    runtime.register('table', { refresh });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const done = await runAction(
      [
        { action: 'api', api: 'rows.remove' },
        { action: 'refresh', target: 'table' },
      ],
      { runtime, scope: {} },
    );
    expect(done).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
    expect(services.toast).not.toHaveBeenCalled();
  });

  test('an API missing from the table fails the action', async () => {
    const { runtime } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await runAction({ action: 'api', api: 'nope.nothing' }, { runtime, scope: {} })).toBe(false);
  });

  test('a sequence shares $result and skips steps whose `when` is false', async () => {
    const create = vi.fn(async () => ok('新建成功', { id: 'new1' }));
    const update = vi.fn(async () => ok('修改成功'));
    const { runtime, services } = setup({ 'rows.create': create, 'rows.update': update });
    const spec: ActionSpec = [
      { action: 'api', api: 'rows.update', when: '{{ !!$values.id }}' },
      { action: 'api', api: 'rows.create', when: '{{ !$values.id }}' },
      { action: 'toast', message: "{{ 'id ' + $result.id }}", type: 'info' },
    ];
    expect(await runAction(spec, { runtime, scope: { $values: {} } })).toBe(true);
    expect(update).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledOnce();
    expect(services.toast).toHaveBeenLastCalledWith('id new1', 'info', undefined);
  });

  test('openDialog passes the evaluated record, onSuccess and the opener scope', async () => {
    const { runtime, dialogs } = setup();
    const onSuccess: ActionSpec = { action: 'refresh', target: 'table' };
    await runAction(
      {
        action: 'openDialog',
        dialog: 'system/x.dialog',
        record: { id: '{{ $record.id }}', typeId: '{{ $state.category.id }}' },
        onSuccess,
      },
      { runtime, scope: { $record: { id: 'r1' } } },
    );
    expect(dialogs.open).toHaveBeenCalledWith({
      dialog: 'system/x.dialog',
      record: { id: 'r1', typeId: 't1' },
      onSuccess,
      openerScope: { $record: { id: 'r1' } },
    });
  });

  test('closeDialog closes the named dialog, or the one it runs in', async () => {
    const { runtime, dialogs } = setup();
    await runAction({ action: 'closeDialog', dialog: 'a.dialog' }, { runtime, scope: {} });
    await runAction({ action: 'closeDialog' }, { runtime, scope: {}, dialog: 'b.dialog' });
    expect(dialogs.close.mock.calls).toEqual([['a.dialog'], ['b.dialog']]);
  });

  test('refresh reaches a registered component; an unknown name is only a warning', async () => {
    const { runtime } = setup();
    const refresh = vi.fn();
    const unregister = runtime.register('table', { refresh });
    expect(await runAction({ action: 'refresh', target: 'table' }, { runtime, scope: {} })).toBe(true);
    expect(refresh).toHaveBeenCalledOnce();
    unregister();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await runAction({ action: 'refresh', target: 'table' }, { runtime, scope: {} })).toBe(true);
    expect(warn).toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledOnce();
  });

  test('confirm stops a sequence when the user says no', async () => {
    const { runtime, services } = setup({}, false);
    const done = await runAction(
      [
        { action: 'confirm', message: '您确定要导出该字典分类, 是否继续?' },
        { action: 'toast', message: 'x' },
      ],
      { runtime, scope: {} },
    );
    expect(done).toBe(false);
    expect(services.toast).not.toHaveBeenCalled();
  });

  test('download fetches {url, name} by API name and hands it to the app', async () => {
    const exporter = vi.fn(async () => ({ name: '学历.bdd', url: '/api/file/Download?encryption=abc' }));
    const { runtime, services } = setup({ 'rows.export': exporter });
    await runAction(
      { action: 'download', api: 'rows.export', args: { typeId: '{{ $state.category.id }}' } },
      { runtime, scope: {} },
    );
    expect(exporter).toHaveBeenCalledWith({ typeId: 't1' });
    expect(services.download).toHaveBeenCalledWith('/api/file/Download?encryption=abc', '学历.bdd');
  });

  test('download without a url warns 未发现文件', async () => {
    const { runtime, services } = setup({ 'rows.export': async () => ({}) });
    expect(await runAction({ action: 'download', api: 'rows.export' }, { runtime, scope: {} })).toBe(false);
    expect(services.download).not.toHaveBeenCalled();
    expect(services.toast).toHaveBeenCalledWith('未发现文件', 'warning');
  });

  test('toast evaluates its message', async () => {
    const { runtime, services } = setup();
    await runAction(
      { action: 'toast', message: "{{ '分类 ' + $state.category.id }}", type: 'warning', duration: 2 },
      { runtime, scope: {} },
    );
    expect(services.toast).toHaveBeenCalledWith('分类 t1', 'warning', 2);
  });

  test('an unknown action fails and is reported', async () => {
    const { runtime } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runAction({ action: 'explode' } as unknown as ActionSpec, { runtime, scope: {} })).toBe(false);
    expect(error).toHaveBeenCalledWith('[screen] unknown action "explode"');
  });
});
