import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadReply, PackDownloadReply, StoredFile } from '../../contract';
import { fileTickets, schedules, scheduleUsers, visualdevRecords } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { exeBytes, postMultipart, randomContent, rawGet, unzip } from './fileHelpers';

let s: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.login('admin', 'Admin123');
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const upload = (type: string, filename: string, bytes: Buffer, token = admin) =>
  postMultipart<StoredFile>(s, `/api/file/Uploader/${type}`, [{ name: 'file', value: bytes, filename }], token);

const linkOf = (file: StoredFile, token: string) =>
  s.get<DownloadReply>(`/api/file/Download/annex/${file.fileId}`, { token });

describe('file names and types', () => {
  it('keeps only the last path part of a name, drops control characters and leading dots, keeps Chinese', async () => {
    const reply = await upload('annex', '../../etc/..\\.年度\u0007报告.txt', Buffer.from('hello'));
    expect(reply.code).toBe(200);
    expect(reply.data.fileName).toBe('年度报告.txt');
    expect(reply.data.fileId).toMatch(/^\d{8}[A-Za-z0-9]{20}\.txt$/);
  });

  it('refuses a NUL in a name', async () => {
    const multipart = await upload('annex', 'a\u0000.txt', Buffer.from('x'));
    expect(multipart.code).toBe(400);
    const form = await s.postForm(
      '/api/file/merge',
      { identifier: 'a'.repeat(32), fileName: 'a\u0000b.txt', fileSize: '1' },
      { token: admin },
    );
    expect(form.body.code).toBe(400);
  });

  it('refuses executables by content or extension, and a .png that is not an image', async () => {
    expect(await upload('annex', 'setup.exe', exeBytes())).toMatchObject({ code: 400, msg: '不允许上传可执行文件' });
    expect(await upload('annex', 'photo.png', exeBytes())).toMatchObject({ code: 400, msg: '不允许上传可执行文件' });
    expect(await upload('annex', 'photo.png', randomContent(500))).toMatchObject({ code: 400 });
    expect(await upload('annex', 'run.sh', Buffer.from('echo hi'))).toMatchObject({ code: 400 });
    expect(await upload('annexpic', 'notes.txt', Buffer.from('text'))).toMatchObject({ code: 400, msg: '请上传图片' });
  });

  it('refuses a single upload above the configured limit', async () => {
    const reply = await upload('annex', 'big.bin', randomContent(s.config.uploaderMaxBytes + 1));
    expect(reply).toMatchObject({ code: 400, msg: '文件大小超过限制（10MB）' });
  });

  it('answers 400, never 500, to bad input', async () => {
    expect((await s.get('/api/file/chunk', { token: admin, query: { identifier: '../x' } })).body.code).toBe(400);
    expect((await s.postJson('/api/file/PackDownload/annex', [{ fileId: '' }], { token: admin })).body.code).toBe(400);
    expect((await s.get('/api/file/Download/annex/..%2F..%2Fetc%2Fpasswd', { token: admin })).body.code).toBe(400);
    expect((await rawGet(s, '/api/file/Image/annex/nothing.png')).status).toBe(200);
    const noFile = await postMultipart(s, '/api/file/chunk', [{ name: 'identifier', value: 'x' }], admin);
    expect(noFile.code).toBe(400);
  });
});

describe('who may read a file', () => {
  it('lets the owner and an administrator download, refuses another user', async () => {
    const mine = await upload('annex', '工资单.txt', Buffer.from('secret numbers'), staff);
    expect(mine.code).toBe(200);
    expect((await linkOf(mine.data, staff)).body.code).toBe(200);
    expect((await linkOf(mine.data, admin)).body.code).toBe(200);
    const other = await s.login('lina', 'User1234');
    expect((await linkOf(mine.data, other)).body).toMatchObject({ code: 400, msg: '文件不存在或没有权限' });
    const image = await rawGet(s, `/api/file/Image/annex/${mine.data.fileId}`);
    expect(image.status).toBe(200);
    expect(JSON.parse(image.body.toString()).code).toBe(400);
    const withToken = await rawGet(s, `/api/file/Image/annex/${mine.data.fileId}`, staff);
    expect(withToken.body.toString()).toBe('secret numbers');
    expect(withToken.headers['content-disposition']).toContain('attachment');
  });

  it('lets a participant of a schedule that names the file download it', async () => {
    const file = (await upload('annex', '议程.txt', Buffer.from('agenda'))).data;
    const lina = await s.login('lina', 'User1234');
    expect((await linkOf(file, lina)).body.code).toBe(400);
    const day = new Date();
    await s.db.insert(schedules).values({
      id: 'sch-file',
      groupId: 'sch-file',
      title: '会议',
      startDay: day,
      endDay: day,
      files: JSON.stringify([{ name: '议程.txt', fileId: file.fileId, url: file.url }]),
      creatorUserId: await adminId(),
    });
    await s.db.insert(scheduleUsers).values({ id: 'schu-file', scheduleId: 'sch-file', userId: 'user-lina' });
    expect((await linkOf(file, lina)).body.code).toBe(200);
    expect((await linkOf(file, staff)).body.code).toBe(400);
  });

  it('lets a user download a file named by a form record of a model whose menu they are granted', async () => {
    const file = (await upload('annex', '登记表.txt', Buffer.from('form attachment'))).data;
    const attachment = [{ name: '登记表.txt', fileId: file.fileId, url: file.url }];
    expect((await linkOf(file, staff)).body.code).toBe(400);
    // a model whose menu the staff role is not granted
    await s.db
      .insert(visualdevRecords)
      .values({ id: 'rec-file-1', modelId: 'vd-fee-payment', data: { f: attachment } });
    expect((await linkOf(file, staff)).body.code).toBe(400);
    // the member register (menu m-member-register, granted to the staff role)
    await s.db
      .insert(visualdevRecords)
      .values({ id: 'rec-file-2', modelId: 'vd-member-register', data: { f: attachment } });
    expect((await linkOf(file, staff)).body.code).toBe(200);
  });

  it('serves a download link once valid, refuses it tampered or expired', async () => {
    const file = await upload('annex', 'a.txt', Buffer.from('abc'));
    const link = (await linkOf(file.data, admin)).body.data;
    expect(link.name).toBe('a.txt');
    const got = await rawGet(s, link.url);
    expect(got.body.toString()).toBe('abc');
    expect(got.headers['content-disposition']).toBe("attachment; filename*=UTF-8''a.txt");
    const ticket = link.url.split('encryption=')[1]!;
    const tampered = `${link.url.slice(0, -1)}${ticket.endsWith('A') ? 'B' : 'A'}`;
    expect(JSON.parse((await rawGet(s, tampered)).body.toString()).code).toBe(400);
    const past = new Date(Date.now() - 1000);
    await s.db
      .update(fileTickets)
      .set({ expiresAt: past })
      .where(eq(fileTickets.userId, await adminId()));
    expect(JSON.parse((await rawGet(s, link.url)).body.toString())).toMatchObject({ code: 400 });
  });

  it('zips several files, streamed, with unique names; refuses a file the user may not read', async () => {
    const a = (await upload('annex', 'a.txt', Buffer.from('first'))).data;
    const b = (await upload('annex', 'b.txt', Buffer.from('second'))).data;
    const reply = await s.postJson<PackDownloadReply>(
      '/api/file/PackDownload/annex',
      [{ fileId: a.fileId, fileName: '同名.txt' }, { fileId: b.fileId, fileName: '同名.txt' }, { fileId: a.fileId }],
      { token: admin },
    );
    expect(reply.body.code).toBe(200);
    expect(reply.body.data.downloadName).toMatch(/^文件\d{14}\.zip$/);
    const zip = await rawGet(s, reply.body.data.downloadVo.url);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzip(zip.body);
    expect([...entries.keys()]).toEqual(['同名.txt', '同名 (2).txt', 'a.txt']);
    expect(entries.get('同名 (2).txt')!.toString()).toBe('second');
    const refused = await s.postJson('/api/file/PackDownload/annex', [{ fileId: a.fileId }], { token: staff });
    expect(refused.body).toMatchObject({ code: 400, msg: '文件不存在或没有权限' });
  });

  it('previews pdf and images through an inline link, nothing for other types', async () => {
    const pdf = (await upload('annex', 'r.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).data;
    const preview = await s.get<string>('/api/file/Uploader/Preview', {
      token: admin,
      query: { fileName: pdf.fileId },
    });
    expect(preview.body.data).toMatch(/^\/api\/file\/Download\?encryption=/);
    const shown = await rawGet(s, `${preview.body.data}&token=x`);
    expect(shown.headers['content-disposition']).toMatch(/^inline/);
    const txt = (await upload('annex', 'r.txt', Buffer.from('plain'))).data;
    const none = await s.get<string>('/api/file/Uploader/Preview', { token: admin, query: { fileName: txt.fileId } });
    expect(none.body).toMatchObject({ code: 200, data: '' });
  });
});

async function adminId(): Promise<string> {
  const me = await s.get<{ userInfo: { userId: string } }>('/api/oauth/CurrentUser', { token: admin });
  return me.body.data.userInfo.userId;
}
