import type { DownloadReply, ListReply, MenuExportFile, MenuTreeRow } from '../../contract';
import { createTestServer, type TestServer } from './harness';

/** Menu export (.bm) and import (docs/contract.md): the round trip, duplicate modes, bad files, permissions. */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const MENU = '/api/system/Menu';
const flatten = (nodes: MenuTreeRow[]): MenuTreeRow[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const rows = async (systemId = 'sys-main') =>
  flatten((await s.get<ListReply<MenuTreeRow>>(`${MENU}/ModuleBySystem/${systemId}`, { token: admin })).body.data.list);

/** A multipart body as a browser's FormData would send it. */
function multipart(parts: { name: string; value: string; filename?: string }[]) {
  const boundary = '----jnpfMenuBoundary7MA4YWxkTrZu0gW';
  const chunks = parts.map((p) =>
    [
      `--${boundary}`,
      p.filename
        ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream`
        : `Content-Disposition: form-data; name="${p.name}"`,
      '',
      p.value,
    ].join('\r\n'),
  );
  return {
    payload: `${chunks.join('\r\n')}\r\n--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  file: string | null,
  fields: Record<string, string>,
  { filename = 'menu.bm', systemId = 'sys-main', token = admin } = {},
) {
  const parts: { name: string; value: string; filename?: string }[] = Object.entries(fields).map(([name, value]) => ({
    name,
    value,
  }));
  if (file !== null) parts.push({ name: 'file', value: file, filename });
  const { payload, contentType } = multipart(parts);
  const reply = await s.app.inject({
    method: 'POST',
    url: `${s.config.apiBase}${MENU}/${systemId}/Actions/Import`,
    payload,
    headers: { authorization: token, 'content-type': contentType },
  });
  return JSON.parse(reply.body) as { code: number; msg: string };
}

async function exported(id: string): Promise<{ name: string; text: string; file: MenuExportFile }> {
  const reply = await s.get<DownloadReply>(`${MENU}/${id}/Actions/Export`, { token: admin });
  expect(reply.body.code).toBe(200);
  const download = await s.app.inject({ method: 'GET', url: s.config.apiBase + reply.body.data.url });
  expect(download.statusCode).toBe(200);
  return { name: reply.body.data.name, text: download.body, file: JSON.parse(download.body) as MenuExportFile };
}

test('export: a .bm holding the menu, its items and its sub-menus', async () => {
  const { name, file } = await exported('m-member-service');
  expect(name).toBe('会员服务.bm');
  expect(file).toMatchObject({ id: 'm-member-service', type: 1, enCode: 'memberService' });
  expect(file.children.map((c) => c.enCode)).toEqual([
    'memberService.register',
    'memberService.feePayment',
    'memberService.memberType',
    'memberService.feeReport',
    'memberService.portal',
  ]);
  expect(file.children[0].buttonEntityList.map((b) => b.enCode)).toContain('btn_add');
  expect(file.children[0].columnEntityList).toHaveLength(4);
  expect((await s.get(`${MENU}/nope/Actions/Export`, { token: admin })).body.msg).toBe('菜单不存在');
});

test('import, skip mode: a menu that exists already is refused with the reason', async () => {
  const { text } = await exported('m-member-service');
  const reply = await upload(text, { type: '0', parentId: '-1', category: 'Web' });
  expect(reply).toMatchObject({ code: 400 });
  expect(reply.msg).toContain('重复');
});

test('import, append mode: a renamed copy with its sub-menus and buttons, under the chosen parent', async () => {
  const { text } = await exported('m-member-service');
  const reply = await upload(text, { type: '1', parentId: 'm-system', category: 'Web' });
  expect(reply).toMatchObject({ code: 200, msg: '导入成功' });
  const all = await rows();
  const copy = all.find((m) => m.parentId === 'm-system' && m.fullName.startsWith('会员服务.副本'))!;
  expect(copy).toBeTruthy();
  expect(copy.enCode).toMatch(/^memberService.{5}$/);
  expect(copy.children?.map((c) => c.fullName.replace(/\.副本.*$/, ''))).toEqual([
    '会员登记',
    '会费缴纳',
    '会员类型',
    '会费统计',
    '会员门户',
  ]);
  const register = copy.children![0];
  expect(register.isButtonAuthorize).toBe(1);
  const again = await exported(register.id);
  expect(again.file.buttonEntityList.map((b) => b.enCode)).toContain('btn_batchRemove');
});

test('import of a new menu (fresh file) into another system keeps its id and code', async () => {
  const file = {
    id: 'imp-journal',
    fullName: '期刊管理',
    enCode: 'academic.journal',
    type: 0,
    icon: 'BookOutlined',
    children: [
      {
        id: 'imp-issue',
        fullName: '期次',
        enCode: 'academic.issue',
        type: 7,
        icon: 'LinkOutlined',
        urlAddress: 'https://j.example.org',
        linkTarget: '_blank',
      },
    ],
  };
  const reply = await upload(
    JSON.stringify(file),
    { type: '0', parentId: '-1' },
    { filename: 'journal.json', systemId: 'sys-academic' },
  );
  expect(reply).toMatchObject({ code: 200, msg: '导入成功' });
  const academic = await rows('sys-academic');
  expect(academic.find((m) => m.id === 'imp-journal')).toMatchObject({ parentId: '-1', systemId: 'sys-academic' });
  expect(academic.find((m) => m.id === 'imp-issue')).toMatchObject({ parentId: 'imp-journal', linkTarget: '_blank' });
});

test.each([
  [null, { type: '0', parentId: '-1' }, 'menu.bm', '请上传文件'],
  ['{}', { type: '0', parentId: '-1' }, 'menu.txt', '请选择.bm、.json类型的文件'],
  ['{}', { parentId: '-1' }, 'menu.bm', '请选择识别重复'],
  ['{}', { type: '0' }, 'menu.bm', '上级菜单不能为空'],
  ['not json', { type: '0', parentId: '-1' }, 'menu.bm', '文件格式不正确'],
  ['{"fullName":"x"}', { type: '0', parentId: '-1' }, 'menu.bm', '文件格式不正确'],
  ['{"fullName":"坏","enCode":"bad.x","type":2,"icon":"x"}', { type: '0', parentId: '-1' }, 'menu.bm', '请输入地址'],
  [
    '{"fullName":"坏","enCode":"bad.y","type":0,"icon":"x"}',
    { type: '0', parentId: 'm-dictionary' },
    'menu.bm',
    '上级菜单只能是目录或分类',
  ],
])('a bad upload (%s, %j, %s) is refused: %s', async (file, fields, filename, message) => {
  expect(await upload(file, fields, { filename })).toMatchObject({ code: 400, msg: message });
});

test('a bad node refuses the whole file (one transaction)', async () => {
  const file = {
    fullName: '半截目录',
    enCode: 'half.dir',
    type: 0,
    icon: 'x',
    children: [{ fullName: '坏页面', enCode: 'half.page', type: 2, icon: 'x' }],
  };
  expect((await upload(JSON.stringify(file), { type: '1', parentId: '-1' })).msg).toBe('请输入地址');
  expect((await rows()).some((m) => m.enCode === 'half.dir')).toBe(false);
});

test('not multipart, or no 菜单管理 upload right: refused', async () => {
  expect((await s.postJson(`${MENU}/sys-main/Actions/Import`, {}, { token: admin })).body.msg).toBe('请上传文件');
  const staff = await s.login('zhangwei', 'User1234');
  expect(await upload('{}', { type: '0', parentId: '-1' }, { token: staff })).toMatchObject({
    code: 400,
    msg: '没有权限',
  });
});
