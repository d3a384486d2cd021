import { eq } from 'drizzle-orm';
import type { ImportDataReply, ModelFlowsReply, OnlineModelConfig, PageResult } from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { OD } from './modelImportFixture';

/**
 * Flows of the seeded models: 志愿服务登记 (enableFlow, two flows), 经费报销 (enableFlow, no flow) and 专家库
 * (no flows). FlowList says which; ImportData into a model with flows needs one of its flows, and every row
 * it stores keeps that flow, which the list shows.
 */

const VOLUNTEER = 'vd-volunteer-service';
const EXPENSE = 'vd-expense-claim';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const flowsOf = (modelId: string, token = admin) => s.get<ModelFlowsReply>(`${OD}/${modelId}/FlowList`, { token });
const importInto = (modelId: string, body: Record<string, unknown>) =>
  s.postJson<ImportDataReply>(`${OD}/${modelId}/ImportData`, body, { token: admin });
const volunteerRow = { activityName: '河道清洁', leader: '王芳', department: '会员部', headcount: '3 ~ 6' };

test('FlowList gives the flows of a model with enableFlow, none for the others; Config says enableFlow', async () => {
  expect((await flowsOf(VOLUNTEER)).body.data).toEqual({
    enableFlow: 1,
    list: [
      { id: 'flow-volunteer-approval', fullName: '志愿服务审批流程', enCode: 'volunteerApproval' },
      { id: 'flow-volunteer-quick', fullName: '志愿服务快速备案', enCode: 'volunteerQuick' },
    ],
  });
  expect((await flowsOf(EXPENSE)).body.data).toEqual({ enableFlow: 1, list: [] });
  expect((await flowsOf('vd-expert')).body.data).toEqual({ enableFlow: 0, list: [] });
  const config = await s.get<OnlineModelConfig>(`${OD}/${VOLUNTEER}/Config`, { token: admin });
  expect(config.body.data.enableFlow).toBe(1);
});

test('FlowList of a model the caller has no menu of is refused', async () => {
  const other = await s.login('zhangwei', 'User1234');
  expect((await flowsOf(VOLUNTEER, other)).body).toMatchObject({ code: 400, msg: '没有权限' });
  expect((await flowsOf('no-such-model')).body).toMatchObject({ code: 400 });
});

test('a model with enableFlow and no flow refuses every import with 流程不存在', async () => {
  const row = { claimTitle: '差旅', claimAmount: 10 };
  for (const body of [{ list: [row] }, { list: [row], flowId: 'flow-volunteer-approval' }]) {
    expect((await importInto(EXPENSE, body)).body).toMatchObject({ code: 400, msg: '流程不存在' });
  }
});

test('a model with flows refuses an import without one of its own flows, nothing stored', async () => {
  const before = (await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, VOLUNTEER))).length;
  for (const flowId of [undefined, '', 'flow-unknown']) {
    const reply = await importInto(VOLUNTEER, { list: [volunteerRow], ...(flowId === undefined ? {} : { flowId }) });
    expect(reply.body).toMatchObject({ code: 400, msg: '流程不存在' });
  }
  const after = await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, VOLUNTEER));
  expect(after).toHaveLength(before);
});

test('rows imported with a flow keep it, and the list shows it; pickers are read by name', async () => {
  const reply = await importInto(VOLUNTEER, { list: [volunteerRow], flowId: 'flow-volunteer-quick' });
  expect(reply.body.data).toMatchObject({ snum: 1, fnum: 0 });
  const [row] = await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.flowId, 'flow-volunteer-quick'));
  expect(row!.data).toMatchObject({ leader: 'user-wangfang', department: 'dept-member', headcount: [3, 6] });
  const list = await s.postJson<PageResult<Record<string, unknown>>>(
    `${OD}/${VOLUNTEER}/List`,
    { currentPage: 1, pageSize: 20 },
    { token: admin },
  );
  const listed = list.body.data.list.find((r) => r.activityName === '河道清洁');
  expect(listed?.flowId).toBe('flow-volunteer-quick');
  // seeded records went through no import: no flow
  expect(list.body.data.list.filter((r) => r.flowId === undefined)).toHaveLength(3);
});

test('a model without flows ignores a flowId', async () => {
  const reply = await importInto('vd-expert', {
    list: [{ expertName: '钱学文', birthDate: '1970-05-06', professionalTitle: '正高级', researchField: '物理' }],
    flowId: 'flow-volunteer-quick',
  });
  expect(reply.body.data).toMatchObject({ snum: 1, fnum: 0, failResult: [] });
  const stored = await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, 'vd-expert'));
  expect(stored.find((r) => r.data.expertName === '钱学文')!.flowId).toBeNull();
});
