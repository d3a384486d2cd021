import { eq, inArray } from 'drizzle-orm';
import type { DictionaryExportFile, DownloadReply } from '../../contract';
import { dictionaryData, dictionaryTypes } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
});
afterAll(() => s.close());

const DATA = '/api/system/DictionaryData';

/** A multipart body as a browser's FormData would send it. */
function multipart(parts: { name: string; value: string; filename?: string }[]) {
  const boundary = '----jnpfTestBoundary7MA4YWxkTrZu0gW';
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

async function upload(file: string | null, type: string, filename = 'dict.bdd', token = admin) {
  const parts = [{ name: 'type', value: type }];
  if (file !== null) parts.push({ name: 'file', value: file, filename } as never);
  const { payload, contentType } = multipart(parts);
  const reply = await s.app.inject({
    method: 'POST',
    url: `${s.config.apiBase}${DATA}/Actions/Import`,
    payload,
    headers: { authorization: token, 'content-type': contentType },
  });
  return JSON.parse(reply.body) as { code: number; msg: string };
}

async function exported(typeId: string): Promise<{ name: string; file: DictionaryExportFile; url: string }> {
  const reply = await s.get<DownloadReply>(`${DATA}/${typeId}/Actions/Export`, { token: admin });
  expect(reply.body.code).toBe(200);
  const { name, url } = reply.body.data;
  const download = await s.app.inject({ method: 'GET', url: s.config.apiBase + url });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-disposition']).toContain(encodeURIComponent(name));
  return { name, url, file: JSON.parse(download.body) as DictionaryExportFile };
}

test('Export gives a .bdd download link holding the category subtree and its items', async () => {
  const { name, file } = await exported('dt-member-related');
  expect(name).toMatch(/^会员相关_\d{14}\.bdd$/);
  expect(file.list.map((t) => t.id).sort()).toEqual(['dt-member-level', 'dt-member-related', 'dt-member-type']);
  expect(file.modelList).toHaveLength(10);
  expect(file.modelList[0]).toHaveProperty('dictionaryTypeId');
});

test('the download link needs no token but an exact, live ticket', async () => {
  const bad = await s.app.inject({
    method: 'GET',
    url: `${s.config.apiBase}/api/file/Download?encryption=${'x'.repeat(43)}`,
  });
  expect(JSON.parse(bad.body)).toMatchObject({ code: 400, msg: '下载链接已失效，请重新导出' });
  const none = await s.app.inject({ method: 'GET', url: `${s.config.apiBase}/api/file/Download` });
  expect(JSON.parse(none.body).code).toBe(400);
});

test('Export of a root is refused', async () => {
  expect((await s.get(`${DATA}/0/Actions/Export`, { token: admin })).body).toMatchObject({ code: 400 });
});

describe('Import', () => {
  test('type 0 skips what already exists; type 1 appends renamed copies', async () => {
    const { file } = await exported('dt-education');
    const skipped = await upload(JSON.stringify(file), '0');
    expect(skipped).toMatchObject({ code: 200, msg: '导入成功，已跳过6条重复数据' });

    const appended = await upload(JSON.stringify(file), '1');
    expect(appended).toMatchObject({ code: 200, msg: '导入成功' });
    const copies = await s.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.parentId, '0'));
    const copy = copies.find((t) => t.fullName.startsWith('学历副本'));
    expect(copy?.enCode).toMatch(/^education_[0-9a-f]{6}$/);
    const items = await s.db
      .select()
      .from(dictionaryData)
      .where(eq(dictionaryData.dictionaryTypeId, copy?.id ?? ''));
    expect(items.map((i) => i.enCode).sort()).toEqual(['1', '2', '3', '4', '9']);
  });

  test('a new category and its tree items come in with their own ids', async () => {
    const file: DictionaryExportFile = {
      list: [
        { id: 'dt-award', parentId: '0', fullName: '奖项', enCode: 'award', isTree: 1, sortCode: 20, description: '' },
      ],
      modelList: [
        {
          id: 'aw-1',
          dictionaryTypeId: 'dt-award',
          parentId: '0',
          fullName: '科技奖',
          enCode: 'A',
          enabledMark: 1,
          sortCode: 1,
          description: '',
        },
        {
          id: 'aw-2',
          dictionaryTypeId: 'dt-award',
          parentId: 'aw-1',
          fullName: '青年科技奖',
          enCode: 'A1',
          enabledMark: 1,
          sortCode: 1,
          description: '',
        },
      ],
    };
    expect(await upload(JSON.stringify(file), '0')).toMatchObject({ code: 200 });
    const rows = await s.db
      .select()
      .from(dictionaryData)
      .where(inArray(dictionaryData.id, ['aw-1', 'aw-2']));
    expect(rows.find((r) => r.id === 'aw-2')?.parentId).toBe('aw-1');
  });

  test('a failing row leaves nothing behind', async () => {
    const file = {
      list: [
        { Id: 'dt-good', ParentId: '0', FullName: '好分类', EnCode: 'goodOne', IsTree: 0 },
        { Id: 'dt-bad', ParentId: '0', FullName: '坏-分类', EnCode: 'badOne', IsTree: 0 },
      ],
      modelList: [],
    };
    expect(await upload(JSON.stringify(file), '0')).toMatchObject({ code: 400, msg: '名称不能含有特殊符号' });
    expect(await s.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, 'dt-good'))).toHaveLength(0);
  });

  test.each([
    ['not JSON', 'nonsense', '1', 'x.bdd', '导入文件格式错误'],
    ['a wrong extension', '{}', '0', 'x.json', '请选择.bdd类型的文件'],
    ['no mode', '{}', '', 'x.bdd', '请选择识别重复'],
    [
      'a missing parent',
      JSON.stringify({ list: [{ id: 'a', parentId: 'nowhere', fullName: '甲', enCode: 'a' }], modelList: [] }),
      '0',
      'x.bdd',
      '导入失败，上级分类不存在',
    ],
  ])('refuses %s', async (_case, content, mode, filename, msg) => {
    expect(await upload(content, mode, filename)).toMatchObject({ code: 400, msg });
  });

  test('no file, or not multipart at all, is a 400', async () => {
    expect(await upload(null, '0')).toMatchObject({ code: 400, msg: '请上传文件' });
    expect((await s.postJson(`${DATA}/Actions/Import`, {}, { token: admin })).body).toMatchObject({
      code: 400,
      msg: '请上传文件',
    });
  });

  test('needs the import button', async () => {
    const token = await s.login('zhangwei', 'User1234');
    expect(await upload('{}', '0', 'x.bdd', token)).toMatchObject({ code: 400, msg: '没有权限' });
  });
});
