import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '../../config';
import { apiTable } from '../../engine/apiTable';
import { configureHttp } from '../http';

/** The OnlineDev calls the model pages make by name: URL, method, body, and what each answers. */
const calls: InternalAxiosRequestConfig[] = [];
let body: unknown;

beforeEach(() => {
  calls.length = 0;
  body = { code: 200, msg: '新建成功', data: { id: 'r1' } };
  Object.assign(appConfig, { apiBase: '/test-api' });
  configureHttp({
    adapter: async (config) => {
      calls.push(config);
      return { data: body, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
    },
    notify: { error: () => Promise.resolve() },
  });
});

const last = () => calls[calls.length - 1];
const sent = () => JSON.parse(String(last().data)) as Record<string, unknown>;

describe('onlineDev API entries', () => {
  test('config answers the whole envelope, also when the server refuses', async () => {
    body = { code: 400, msg: '该表单已删除', data: null };
    await expect(apiTable['onlineDev.config']({ modelId: 'vd-x', menuId: 'm-x' })).resolves.toEqual(body);
    expect(last().url).toBe('/api/visualdev/OnlineDev/vd-x/Config');
    expect(last().params).toMatchObject({ menuId: 'm-x' });
  });

  test('list posts the query with queryJson as JSON text and no empty keys', async () => {
    body = { code: 200, msg: '', data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } };
    const reply = await apiTable['onlineDev.list']({
      modelId: 'vd-x',
      currentPage: 2,
      pageSize: 50,
      sidx: '-payDate',
      keyword: '',
      queryJson: { member: 'm1', amount: [0, null] },
      menuId: 'm-x',
    });
    expect(reply).toEqual((body as { data: unknown }).data);
    expect(last()).toMatchObject({ url: '/api/visualdev/OnlineDev/vd-x/List', method: 'post' });
    expect(sent()).toEqual({
      currentPage: 2,
      pageSize: 50,
      sidx: '-payDate',
      queryJson: '{"member":"m1","amount":[0,null]}',
      menuId: 'm-x',
      modelId: 'vd-x',
    });
  });

  test.each([
    ['onlineDev.info', { modelId: 'vd-x', id: 'r1' }, 'get', '/api/visualdev/OnlineDev/vd-x/r1'],
    ['onlineDev.remove', { modelId: 'vd-x', id: 'r1' }, 'delete', '/api/visualdev/OnlineDev/vd-x/r1'],
  ])('%s → %s %s', async (name, args, method, url) => {
    await apiTable[name](args);
    expect(last()).toMatchObject({ method, url });
  });

  test('writes send {data: JSON text} and answer the envelope (the page toasts its msg)', async () => {
    const created = await apiTable['onlineDev.create']({ modelId: 'vd-x', data: { a: 1 }, menuId: 'm-x' });
    expect(created).toEqual(body);
    expect(last()).toMatchObject({ method: 'post', url: '/api/visualdev/OnlineDev/vd-x' });
    expect(sent()).toEqual({ data: '{"a":1}', menuId: 'm-x' });

    await apiTable['onlineDev.update']({ modelId: 'vd-x', id: 'r1', data: '{"a":2}' });
    expect(last()).toMatchObject({ method: 'put', url: '/api/visualdev/OnlineDev/vd-x/r1' });
    expect(sent()).toEqual({ data: '{"a":2}', id: 'r1' });

    await apiTable['onlineDev.batchRemove']({ modelId: 'vd-x', ids: ['r1', 'r2'] });
    expect(last()).toMatchObject({ method: 'post', url: '/api/visualdev/OnlineDev/batchDelete/vd-x' });
    expect(sent()).toEqual({ ids: ['r1', 'r2'] });
  });

  test('a missing model id or record is refused before any request leaves', async () => {
    await expect(apiTable['onlineDev.list']({})).rejects.toThrow(/modelId/);
    await expect(apiTable['onlineDev.create']({ modelId: 'vd-x' })).rejects.toThrow(/data/);
    await expect(apiTable['onlineDev.batchRemove']({ modelId: 'vd-x', ids: [] })).rejects.toThrow(/ids/);
    expect(calls).toHaveLength(0);
  });
});
