import { eq } from 'drizzle-orm';
import type { DownloadReply, ScheduleForm, ScheduleInfo, ScheduleItem, StoredFile } from '../../contract';
import { schedules } from '../../server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { postMultipart, rawGet } from './fileHelpers';

/**
 * Schedule attachments (`files`, JSON text of [{name, fileId, url…}]): the server takes only files the caller
 * may read and rebuilds each item from the stored file; the schedule's participants may download them, a
 * stranger may not.
 */

let s: TestServer;
let admin: string;
let lina: string;
let zhangwei: string;
beforeAll(async () => {
  s = await createTestServer();
  [admin, lina, zhangwei] = await Promise.all([
    s.login('admin', 'Admin123'),
    s.login('lina', 'User1234'),
    s.login('zhangwei', 'User1234'),
  ]);
});
afterAll(() => s.close());

const BASE = '/api/system/Schedule';
const upload = async (name: string, text: string, token: string) => {
  const reply = await postMultipart<StoredFile>(
    s,
    '/api/file/Uploader/annex',
    [{ name: 'file', value: Buffer.from(text), filename: name }],
    token,
  );
  expect(reply.code).toBe(200);
  return reply.data;
};
const item = (file: StoredFile, patch: Record<string, unknown> = {}) => ({
  name: file.fileName,
  fileId: file.fileId,
  url: file.url,
  fileSize: file.fileSize,
  fileExtension: file.fileExtension,
  ...patch,
});
const form = (title: string, files: unknown[], toUserIds: string[] = []): ScheduleForm => ({
  category: 'dt-schedule-type.1',
  urgent: 1,
  title,
  content: '',
  allDay: 0,
  startDay: '2026-05-06 10:00',
  startTime: '10:00',
  endDay: '2026-05-06 11:00',
  endTime: '11:00',
  duration: -1,
  reminderTime: -2,
  repetition: '1',
  toUserIds,
  files: JSON.stringify(files),
});
const idOf = async (title: string, token: string) => {
  const reply = await s.get<{ list: ScheduleItem[] }>(BASE, {
    token,
    query: { startTime: '2026-05-01 00:00', endTime: '2026-05-31 23:59' },
  });
  return reply.body.data.list.find((i) => i.title === title)!.id;
};
const download = (fileId: string, token: string) =>
  s.get<DownloadReply>(`/api/file/Download/annex/${fileId}`, { token });

describe('schedule attachments', () => {
  test('are saved as the stored files say, and a participant may download them, a stranger may not', async () => {
    const file = await upload('议程.txt', 'agenda of the council', lina);
    const forged = item(file, { url: 'https://evil.example/x', fileSize: 1, name: '../../会议议程.txt' });
    const reply = await s.postJson(BASE, form('理事会筹备会', [forged, forged], ['user-admin']), { token: lina });
    expect(reply.body).toMatchObject({ code: 200, msg: '新建成功' });

    const id = await idOf('理事会筹备会', lina);
    const info = (await s.get<ScheduleInfo>(`${BASE}/${id}`, { token: admin })).body.data;
    expect(JSON.parse(info.files)).toEqual([
      {
        name: '会议议程.txt',
        fileId: file.fileId,
        url: file.url,
        fileSize: Buffer.byteLength('agenda of the council'),
        fileExtension: 'txt',
      },
    ]);

    // admin is a participant (and would pass anyway); a plain participant is checked below
    const link = await download(file.fileId, admin);
    expect(link.body.code).toBe(200);
    expect((await rawGet(s, link.body.data.url)).body.toString()).toBe('agenda of the council');
    expect((await download(file.fileId, zhangwei)).body.code).toBe(400);
  });

  test('a participant who is not an administrator downloads; after leaving the list a stranger is refused', async () => {
    const file = await upload('纪要.txt', 'minutes', admin);
    const created = await s.postJson(BASE, form('会员部例会', [item(file)], ['user-zhangwei']), { token: admin });
    expect(created.body.code).toBe(200);
    const link = await download(file.fileId, zhangwei);
    expect(link.body.code).toBe(200);
    expect((await rawGet(s, link.body.data.url)).body.toString()).toBe('minutes');
    expect((await download(file.fileId, lina)).body).toMatchObject({ code: 400, msg: '文件不存在或没有权限' });
  });

  test("another user's file, an unknown id or a malformed list is refused and nothing is saved", async () => {
    const hers = await upload('私人.txt', 'private notes', lina);
    const cases: [unknown[] | string, string][] = [
      [[item(hers)], '附件不存在或没有权限'],
      [[item(hers, { fileId: '20260101AAAAAAAAAAAAAAAAAAAA.txt' })], '附件不存在或没有权限'],
      [[item(hers, { fileId: '../../etc/passwd' })], '附件不存在或没有权限'],
      [[{ name: 'x' }], '附件不存在或没有权限'],
      [['x'], '附件格式不正确'],
    ];
    for (const [files, msg] of cases) {
      const reply = await s.postJson(BASE, form('偷看附件', files as unknown[]), { token: zhangwei });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ code: 400, msg });
    }
    const saved = await s.db.select().from(schedules).where(eq(schedules.title, '偷看附件'));
    expect(saved).toEqual([]);
    expect((await download(hers.fileId, zhangwei)).body.code).toBe(400);
  });

  test('an edit keeps the files already attached and may drop them; a stranger cannot slip one in', async () => {
    const file = await upload('方案.txt', 'plan', lina);
    expect((await s.postJson(BASE, form('方案评审', [item(file)]), { token: lina })).body.code).toBe(200);
    const id = await idOf('方案评审', lina);
    const kept = await s.api('PUT', `${BASE}/${id}/1`, { token: lina, json: form('方案评审', [item(file)]) });
    expect(kept.body.code).toBe(200);
    const stranger = await upload('别人的.txt', 'not for lina', zhangwei);
    const slipped = await s.api('PUT', `${BASE}/${id}/1`, {
      token: lina,
      json: form('方案评审', [item(file), item(stranger)]),
    });
    expect(slipped.body).toMatchObject({ code: 400, msg: '附件不存在或没有权限' });
    const dropped = await s.api('PUT', `${BASE}/${id}/1`, { token: lina, json: form('方案评审', []) });
    expect(dropped.body.code).toBe(200);
    const info = (await s.get<ScheduleInfo>(`${BASE}/${id}`, { token: lina })).body.data;
    expect(info.files).toBe('[]');
  });
});
