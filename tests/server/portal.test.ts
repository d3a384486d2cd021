import {
  MEMBER_QR_PREFIX,
  type CurrentUserData,
  type MemberCard,
  type MyPortals,
  type PortalForm,
  type PortalInfo,
  type PortalListItem,
} from '../../contract';
import { visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

/** Portals under /api/visualdev/Portal (docs/portals.md): CRUD, layout checks, permission, defaults, versions. */

let s: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const BASE = '/api/visualdev/Portal';
const card = { i: 'a', kind: 'notices', title: '通知', x: 0, y: 0, w: 6, h: 4, settings: {} };
const form = (patch: Partial<PortalForm> = {}): PortalForm =>
  ({ fullName: '测试门户', layout: { cards: [card] }, ...patch }) as PortalForm;
const mine = async (token: string) => (await s.get<MyPortals>(`${BASE}/Mine`, { token })).body.data;
const portalIdOf = async (token: string) =>
  (await s.get<CurrentUserData>('/api/oauth/CurrentUser', { token })).body.data.userInfo.portalId;

test('every user sees the seeded portals; the default portal is the current user answer portalId', async () => {
  const reply = await mine(staff);
  expect(reply.list.map((p) => p.fullName)).toEqual(['默认门户', '会员门户']);
  expect(reply.defaultId).toBe('portal-default');
  expect(await portalIdOf(staff)).toBe('portal-default');
  const info = (await s.get<PortalInfo>(`${BASE}/portal-member`, { token: staff })).body.data;
  expect(info.layout.cards.map((c) => c.kind)).toEqual(['richText', 'notices', 'dataInterface']);
});

test('a user chooses a default portal for themselves only', async () => {
  const set = await s.api('PUT', `${BASE}/portal-member/Actions/SetDefault`, { token: staff });
  expect(set.body).toMatchObject({ code: 200, msg: '设置成功' });
  expect(await portalIdOf(staff)).toBe('portal-member');
  expect((await mine(staff)).defaultId).toBe('portal-member');
  expect(await portalIdOf(admin)).toBe('portal-default');
  const unknown = await s.api('PUT', `${BASE}/nope/Actions/SetDefault`, { token: staff });
  expect(unknown.body).toMatchObject({ code: 400, msg: '门户不存在' });
});

test('create, read, update, delete; a disabled portal is hidden from users', async () => {
  const created = await s.postJson<{ id: string }>(BASE, form({ enabledMark: 0 }), { token: admin });
  expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
  const id = created.body.data.id;
  const list = (await s.get<{ list: PortalListItem[] }>(BASE, { token: admin })).body.data.list;
  expect(list.map((p) => p.id)).toContain(id);
  expect((await mine(staff)).list.map((p) => p.id)).not.toContain(id);
  expect((await s.get(`${BASE}/${id}`, { token: staff })).body).toMatchObject({ code: 400, msg: '门户不存在' });
  const info = (await s.get<PortalInfo>(`${BASE}/${id}`, { token: admin })).body.data;
  const moved = { ...card, x: 6 };
  const put = await s.api('PUT', `${BASE}/${id}`, {
    token: admin,
    json: form({ enabledMark: 1, layout: { cards: [moved] } as PortalForm['layout'], version: info.version }),
  });
  expect(put.body).toMatchObject({ code: 200, msg: '修改成功' });
  expect((await s.get<PortalInfo>(`${BASE}/${id}`, { token: staff })).body.data.layout.cards[0].x).toBe(6);
  expect((await s.api('DELETE', `${BASE}/${id}`, { token: admin })).body).toMatchObject({ msg: '删除成功' });
  expect((await s.get(`${BASE}/${id}`, { token: admin })).body.msg).toBe('门户不存在');
});

test('a save from an older version is refused and nothing is written', async () => {
  const info = (await s.get<PortalInfo>(`${BASE}/portal-default`, { token: admin })).body.data;
  const first = await s.api('PUT', `${BASE}/portal-default`, {
    token: admin,
    json: form({ fullName: '默认门户', layout: info.layout, version: info.version }),
  });
  expect(first.body.code).toBe(200);
  const stale = await s.api('PUT', `${BASE}/portal-default`, {
    token: admin,
    json: form({ fullName: '覆盖', layout: info.layout, version: info.version }),
  });
  expect(stale.body).toMatchObject({ code: 400, msg: '数据已被他人修改，请刷新后重试' });
  expect((await s.get<PortalInfo>(`${BASE}/portal-default`, { token: admin })).body.data.fullName).toBe('默认门户');
});

test.each([
  ['an unknown card kind', { ...card, kind: 'video' }, '第1个卡片类型不支持：video'],
  ['a card past the grid', { ...card, x: 8, w: 6 }, '第1个卡片超出栅格宽度（12列）'],
  [
    'a javascript iframe',
    { ...card, kind: 'iframe', settings: { url: 'javascript:alert(1)' } },
    '第1个卡片的嵌入地址只能是 http(s) 地址',
  ],
  ['a negative height', { ...card, h: -1 }, '第1个卡片的位置或高度超出范围'],
  ['a data card without a source', { ...card, kind: 'dataInterface' }, '第1个卡片未选择数据来源'],
])('refuses %s with a message', async (_name, bad, msg) => {
  const reply = await s.postJson(BASE, form({ layout: { cards: [bad] } as PortalForm['layout'] }), { token: admin });
  expect(reply.body).toMatchObject({ code: 400, msg });
});

test('refuses a duplicate card id, a missing name and a layout that is not an object', async () => {
  const dup = await s.postJson(BASE, form({ layout: { cards: [card, card] } as PortalForm['layout'] }), {
    token: admin,
  });
  expect(dup.body).toMatchObject({ code: 400, msg: '卡片标识重复：a' });
  expect((await s.postJson(BASE, form({ fullName: ' ' }), { token: admin })).body.msg).toBe('门户名称不能为空');
  const notObject = await s.postJson(BASE, { fullName: 'x', layout: 'x' }, { token: admin });
  expect(notObject.body.code).toBe(400);
});

test('users without the 门户管理 menu can neither list for management nor write', async () => {
  expect((await s.get(BASE, { token: staff })).body).toMatchObject({ code: 400, msg: '没有权限' });
  expect((await s.postJson(BASE, form(), { token: staff })).body).toMatchObject({ code: 400, msg: '没有权限' });
  const put = await s.api('PUT', `${BASE}/portal-default`, { token: staff, json: form() });
  expect(put.body).toMatchObject({ code: 400, msg: '没有权限' });
  expect((await s.api('DELETE', `${BASE}/portal-default`, { token: staff })).body.msg).toBe('没有权限');
  expect((await s.get(`${BASE}/Mine`)).body.code).not.toBe(200);
});

test('a portal a type-8 menu shows cannot be deleted', async () => {
  const reply = await s.api('DELETE', `${BASE}/portal-member`, { token: admin });
  expect(reply.body).toMatchObject({ code: 400, msg: '门户正在被菜单「会员门户」使用，不能删除' });
});

test('the member card: profile, an empty membership without a record, the fields of the own registration', async () => {
  const empty = (await s.get<MemberCard>('/api/visualdev/MemberCard', { token: staff })).body.data;
  expect(empty).toMatchObject({ userId: 'user-zhangwei', account: 'zhangwei', realName: '张伟', membership: null });
  expect(JSON.parse(empty.qrText.slice(MEMBER_QR_PREFIX.length))).toEqual({
    userId: 'user-zhangwei',
    account: 'zhangwei',
    memberNo: '',
  });
  await s.db.insert(visualdevRecords).values({
    id: 'rec-zhangwei',
    modelId: 'vd-member-register',
    data: { memberName: '张伟', mobilePhone: '13800000002', memberNo: 'HY0099', memberType: '3', isCouncil: 1 },
  });
  const card = (await s.get<MemberCard>('/api/visualdev/MemberCard', { token: staff })).body.data;
  expect(card.membership?.find((f) => f.field === 'memberNo')).toMatchObject({ label: '会员编号', value: 'HY0099' });
  expect(card.membership?.find((f) => f.field === 'memberType')?.value).not.toBe('3');
  expect(JSON.parse(card.qrText.slice(MEMBER_QR_PREFIX.length)).memberNo).toBe('HY0099');
  expect((await s.get('/api/visualdev/MemberCard')).body.code).not.toBe(200);
});
