import { createTestServer, type TestServer } from './harness';

/** printDev Fields / Data / BatchData / Selector and printLog/save for model records (docs/print-templates.md). */

interface PrintData {
  printTemplate: string;
  printData: Record<string, unknown>;
  operatorRecordList: unknown[];
}
interface Row {
  id: string;
  title: string;
}

let s: TestServer;
let admin: string;
let staff: string;
let orders: Row[];
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  // role-staff has the 会员登记 menu, not 物资采购单
  staff = await s.login('zhangwei', 'User1234');
  const reply = await s.postJson<{ list: Row[] }>(
    '/api/visualdev/OnlineDev/vd-purchase-order/List',
    { currentPage: 1, pageSize: 20, menuId: 'm-purchase-order' },
    { token: admin },
  );
  orders = reply.body.data.list;
});
afterAll(() => s.close());

const BASE = '/api/system/printDev';
const order = (title: string) => orders.find((o) => o.title === title)!.id;

describe('Data and BatchData', () => {
  test('a record with its template: display values, child rows, system fields and an empty approval list', async () => {
    const reply = await s.get<PrintData>(`${BASE}/Data`, {
      token: admin,
      query: { id: 'pt-purchase-order', formId: order('学术年会资料印刷') },
    });
    expect(reply.status).toBe(200);
    const { printTemplate, printData, operatorRecordList } = reply.body.data;
    expect(JSON.parse(printTemplate).html).toContain('data-print-loop="items"');
    expect(printData).toMatchObject({ title: '学术年会资料印刷', supplier: '华文印务', totalAmount: '8,713.00' });
    // the creator is shown by name, not by id
    expect(printData.creatorUser).not.toBe('user-lina');
    expect(String(printData.creatorUser)).toContain('李娜');
    const items = printData.items as Record<string, unknown>[];
    expect(items.map((r) => r.goodsName)).toEqual(['会议手册', '易拉宝海报', '资料袋']);
    // numbers as their widgets show them: 数量 whole, 单价 and 金额 with two decimals and separators
    expect(items[0]).toMatchObject({ quantity: '500', price: '12.80', amount: '6,400.00' });
    expect(printData.systemPrinter).toBe('管理员/admin');
    expect(String(printData.systemPrintTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(operatorRecordList).toEqual([]);
  });

  test('BatchData answers one entry per record, in the order asked', async () => {
    const ids = [order('办公设备更新'), order('年会会务物资采购')];
    const reply = await s.get<PrintData[]>(`${BASE}/BatchData`, {
      token: admin,
      query: { id: 'pt-purchase-order', formId: ids.join(',') },
    });
    expect(reply.body.data.map((d) => d.printData.title)).toEqual(['办公设备更新', '年会会务物资采购']);
    expect(reply.body.data.every((d) => Array.isArray(d.operatorRecordList))).toBe(true);
  });

  test('refusals are messages, never 500: no menu of the model, unknown record or template, nothing asked', async () => {
    const query = { id: 'pt-purchase-order', formId: order('办公设备更新') };
    expect((await s.get(`${BASE}/Data`, { token: staff, query })).body).toMatchObject({ code: 400, msg: '没有权限' });
    expect((await s.get(`${BASE}/BatchData`, { token: staff, query })).body).toMatchObject({ code: 400 });
    expect((await s.get(`${BASE}/Data`, { query })).body.code).toBe(600);
    const missing = await s.get(`${BASE}/Data`, { token: admin, query: { ...query, formId: 'no-such' } });
    expect(missing.body).toMatchObject({ code: 400, msg: '该数据不存在或已被删除' });
    const noTemplate = await s.get(`${BASE}/Data`, { token: admin, query: { ...query, id: 'no-such' } });
    expect(noTemplate.body.code).toBe(400);
    const empty = await s.get(`${BASE}/Data`, { token: admin, query: { id: 'pt-purchase-order' } });
    expect(empty.body).toMatchObject({ code: 400, msg: '请选择一条数据' });
    const noId = await s.get(`${BASE}/Data`, { token: admin, query: { formId: query.formId } });
    expect(noId.body).toMatchObject({ code: 400, msg: '请选择打印模板' });
  });
});

describe('Fields and Selector', () => {
  test('a model: its fields, the child table with table.column children, the system fields', async () => {
    const reply = await s.postJson<{ id: string; fullName: string; children?: { id: string }[] }[]>(
      `${BASE}/Fields`,
      { modelId: 'vd-purchase-order' },
      { token: admin },
    );
    const nodes = reply.body.data;
    expect(nodes.map((n) => n.id)).toEqual(['title', 'supplier', 'creatorUser', 'items', 'totalAmount', 'system']);
    expect(nodes[3].children!.map((c) => c.id)).toContain('items.goodsName');
    expect(nodes[5].children!.map((c) => c.id)).toEqual(['systemPrinter', 'systemPrintTime']);
    const refused = await s.postJson(`${BASE}/Fields`, { modelId: 'vd-purchase-order' }, { token: staff });
    expect(refused.body).toMatchObject({ code: 400, msg: '没有权限' });
    const sqlOnly = await s.postJson<{ id: string }[]>(`${BASE}/Fields`, { sqlTemplate: 'select 1' }, { token: staff });
    expect(sqlOnly.body.data.map((n) => n.id)).toEqual(['system']);
  });

  test("getListOptions names the model's templates with their state (the picker leaves disabled ones out)", async () => {
    const reply = await s.postJson<{ id: string; enabledMark: number }[]>(
      `${BASE}/getListOptions`,
      { ids: ['pt-purchase-order'] },
      { token: staff },
    );
    expect(reply.body.data).toEqual([
      { id: 'pt-purchase-order', fullName: '物资采购单', enCode: 'PurchaseOrder', category: 'finance', enabledMark: 1 },
    ]);
  });

  test('Selector groups enabled templates by category and filters by type', async () => {
    const reply = await s.get<{ list: { id: string; children: { id: string }[] }[] }>(`${BASE}/Selector`, {
      token: staff,
      query: { type: 'finance' },
    });
    expect(reply.body.data.list.map((g) => g.id)).toEqual(['finance']);
    expect(reply.body.data.list[0].children.map((c) => c.id)).toEqual(['pt-fee-receipt', 'pt-purchase-order']);
  });
});

describe('printLog/save', () => {
  test('saves title, copies and template with who and when; the log lists it', async () => {
    const saved = await s.postJson(
      '/api/system/printLog/save',
      { printId: 'pt-purchase-order', printTitle: '物资采购单-办公设备更新', printNum: 2 },
      { token: admin },
    );
    expect(saved.body).toMatchObject({ code: 200 });
    const log = await s.get<{ list: Record<string, unknown>[] }>('/api/system/printLog/pt-purchase-order', {
      token: admin,
    });
    expect(log.body.data.list[0]).toMatchObject({
      printTitle: '物资采购单-办公设备更新',
      printNum: 2,
      printMan: '管理员/admin',
    });
    expect(typeof log.body.data.list[0].printTime).toBe('number');
    const bad = await s.postJson('/api/system/printLog/save', { printId: 'no-such', printNum: 1 }, { token: admin });
    expect(bad.body.code).toBe(400);
    const anonymous = await s.postJson('/api/system/printLog/save', { printId: 'pt-purchase-order' });
    expect(anonymous.body.code).toBe(600);
  });
});
