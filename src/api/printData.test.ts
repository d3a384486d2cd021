import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '../config';
import { apiTable } from '../engine/apiTable';
import { configureHttp } from './http';

/** The print calls the engine makes by name (renderers/print): URL, method, query and body. */
const calls: InternalAxiosRequestConfig[] = [];
let body: unknown;

beforeEach(() => {
  calls.length = 0;
  body = { code: 200, msg: '', data: [] };
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

test('print.data and print.batchData are GETs with the template id and the record id(s)', async () => {
  body = { code: 200, msg: '', data: { printTemplate: 'x', printData: {}, operatorRecordList: [] } };
  await expect(apiTable['print.data']({ id: 't1', formId: 'r1' })).resolves.toEqual({
    printTemplate: 'x',
    printData: {},
    operatorRecordList: [],
  });
  expect(last()).toMatchObject({ method: 'get', url: '/api/system/printDev/Data', params: { id: 't1', formId: 'r1' } });
  await apiTable['print.batchData']({ id: 't1', formIds: ['r1', 'r2'] });
  expect(last()).toMatchObject({ url: '/api/system/printDev/BatchData', params: { id: 't1', formId: 'r1,r2' } });
});

test('print.templates, print.fields and print.saveLog post their bodies', async () => {
  await apiTable['print.templates']({ ids: ['t1', 't2'] });
  expect(last()).toMatchObject({ method: 'post', url: '/api/system/printDev/getListOptions' });
  expect(JSON.parse(String(last().data))).toEqual({ ids: ['t1', 't2'] });
  await apiTable['print.fields']({ modelId: 'vd-1' });
  expect(JSON.parse(String(last().data))).toEqual({ modelId: 'vd-1' });
  await apiTable['print.saveLog']({ printId: 't1', printTitle: '采购单', printNum: 2 });
  expect(last()).toMatchObject({ method: 'post', url: '/api/system/printLog/save' });
  expect(JSON.parse(String(last().data))).toEqual({ printId: 't1', printTitle: '采购单', printNum: 2 });
});
