import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '../config';
import { configureHttp } from '../api/http';
import { apiNames, apiTable } from './apiTable';
import { dictionaryCacheSize, dictionaryOptions } from './dictionaryCache';

const calls: InternalAxiosRequestConfig[] = [];
let body: unknown = { code: 200, msg: '新建成功', data: null };

beforeEach(() => {
  calls.length = 0;
  body = { code: 200, msg: '新建成功', data: null };
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
const payload = () => JSON.parse(String(last().data)) as Record<string, unknown>;

describe('the API table', () => {
  test('names every call the dictionary screen needs', () => {
    for (const name of [
      'dictionaryType.tree',
      'dictionaryType.info',
      'dictionaryType.create',
      'dictionaryType.update',
      'dictionaryType.remove',
      'dictionaryData.list',
      'dictionaryData.info',
      'dictionaryData.create',
      'dictionaryData.update',
      'dictionaryData.remove',
      'dictionaryData.toggleState',
      'dictionaryData.parentSelector',
    ])
      expect(apiNames).toContain(name);
  });

  test.each([
    ['dictionaryType.tree', {}, 'get', '/api/system/DictionaryType'],
    ['dictionaryType.info', { id: 'a b' }, 'get', '/api/system/DictionaryType/a%20b'],
    ['dictionaryType.remove', { id: 't1' }, 'delete', '/api/system/DictionaryType/t1'],
    ['dictionaryData.info', { id: 'd1' }, 'get', '/api/system/DictionaryData/d1/Info'],
    ['dictionaryData.remove', { id: 'd1' }, 'delete', '/api/system/DictionaryData/d1'],
    ['dictionaryData.toggleState', { id: 'd1' }, 'put', '/api/system/DictionaryData/d1/Actions/State'],
    ['dictionaryData.parentSelector', { typeId: 't1' }, 'get', '/api/system/DictionaryData/t1/Selector/0'],
    ['dictionaryData.parentSelector', { typeId: 't1', id: 'd1' }, 'get', '/api/system/DictionaryData/t1/Selector/d1'],
    ['dictionaryData.export', { typeId: 't1' }, 'get', '/api/system/DictionaryData/t1/Actions/Export'],
  ] as const)('%s %j → %s %s', async (name, args, method, url) => {
    await apiTable[name](args);
    expect(last().method).toBe(method);
    expect(last().url).toBe(url);
  });

  test('the item list sends isTree and keyword as query, and leaves empty ones out', async () => {
    body = { code: 200, msg: '', data: { list: [] } };
    await apiTable['dictionaryData.list']({ typeId: 'education', isTree: '0', keyword: '博士' });
    expect(last().url).toBe('/api/system/DictionaryData/education');
    expect(last().params).toMatchObject({ isTree: '0', keyword: '博士' });
    await apiTable['dictionaryData.list']({ typeId: 'education', keyword: '' });
    expect(last().params.keyword).toBeUndefined();
  });

  test('a write answers the whole envelope (the screen toasts its msg) with typed numbers', async () => {
    const reply = await apiTable['dictionaryData.create']({
      dictionaryTypeId: 't1',
      fullName: '数学',
      enCode: '0701',
      sortCode: '3',
      description: null,
    });
    expect(reply).toEqual({ code: 200, msg: '新建成功', data: null });
    expect(last().method).toBe('post');
    expect(payload()).toEqual({
      dictionaryTypeId: 't1',
      parentId: '0',
      fullName: '数学',
      enCode: '0701',
      enabledMark: 1,
      description: '',
      sortCode: 3,
    });
  });

  test('an update puts to the id and keeps it in the body', async () => {
    await apiTable['dictionaryData.update']({ id: 'd1', dictionaryTypeId: 't1', parentId: 'p1', enabledMark: 0 });
    expect(last().url).toBe('/api/system/DictionaryData/d1');
    expect(payload()).toMatchObject({ id: 'd1', parentId: 'p1', enabledMark: 0 });
  });

  test.each([
    ['user.update', { account: 'zhangwei', realName: '张伟', gender: '1', organizeId: 'o1' }],
    ['role.update', { fullName: '会员', enCode: 'member', globalMark: 1 }],
    ['menu.update', { type: 2, fullName: '首页', enCode: 'home', systemId: 's1' }],
    ['dictionaryType.update', { parentId: '0', fullName: '性别', enCode: 'sex' }],
    ['dictionaryData.update', { dictionaryTypeId: 't1', fullName: '男', enCode: '1' }],
  ] as const)('%s sends back the version its dialog loaded', async (name, values) => {
    await apiTable[name]({ id: 'x1', ...values, version: 4 });
    expect(payload()).toMatchObject({ id: 'x1', version: 4 });
    await apiTable[name]({ id: 'x1', ...values });
    expect(payload()).not.toHaveProperty('version');
  });

  test('a missing id is refused before any request leaves', async () => {
    await expect(apiTable['dictionaryData.remove']({})).rejects.toThrow('API argument "id" is required');
    await expect(apiTable['dictionaryData.create']({ fullName: 'x' })).rejects.toThrow('"dictionaryTypeId"');
    expect(calls).toHaveLength(0);
  });

  test('dictionary writes clear the cached dictionary options; reads do not', async () => {
    body = { code: 200, msg: '', data: { list: [{ id: 'o1', fullName: '男', enCode: '1', children: [] }] } };
    const options = await dictionaryOptions('sex');
    expect(options).toEqual([{ id: 'o1', fullName: '男', enCode: '1', children: undefined }]);
    await dictionaryOptions('sex');
    expect(calls).toHaveLength(1); // cached
    await apiTable['dictionaryData.list']({ typeId: 'sex' });
    expect(dictionaryCacheSize()).toBe(1);
    body = { code: 200, msg: '更新成功', data: null };
    await apiTable['dictionaryData.toggleState']({ id: 'o1' });
    expect(dictionaryCacheSize()).toBe(0);
  });

  test('a failed write keeps the cache', async () => {
    body = { code: 200, msg: '', data: { list: [] } };
    await dictionaryOptions('sex2');
    body = { code: 400, msg: '名称重复', data: null };
    await expect(apiTable['dictionaryType.create']({ parentId: '0', fullName: 'x' })).rejects.toThrow('名称重复');
    expect(dictionaryCacheSize()).toBeGreaterThan(0);
  });
});
