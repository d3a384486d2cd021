import type { NoticeInfo } from '../../contract';
import * as api from '../api/message/notice';
import { session } from '../store/session';
import { apis } from './apis/notice';

vi.mock('../api/message/notice', () => ({
  getNoticeList: vi.fn(async () => ({ list: [] })),
  getNoticeInfo: vi.fn(),
  createNotice: vi.fn(async () => ({ code: 200, msg: '新建成功', data: null })),
  updateNotice: vi.fn(async () => ({ code: 200, msg: '修改成功', data: null })),
  deleteNotice: vi.fn(),
  releaseNotice: vi.fn(),
}));

/** The 通知公告 dialog's three pickers ↔ the contract's one typed recipient list. */
describe('notice API names', () => {
  beforeEach(() => vi.clearAllMocks());

  test('create joins organisations (last id of each path), roles and users into typed ids', async () => {
    session.userInfo = { userId: 'user-admin' } as typeof session.userInfo;
    await apis['notice.create']({
      title: '年会',
      bodyText: '<p>x</p>',
      organizeIds: [['org-society', 'dept-member']],
      roleIds: ['role-staff'],
      userIds: ['user-lina', 'currentUser'],
      files: [{ fileId: 'f.txt', name: 'f.txt' }],
      expirationTime: '2030-01-02 03:04',
    });
    const body = vi.mocked(api.createNotice).mock.calls[0][0];
    expect(body.toUserIds).toBe('dept-member--organize,role-staff--role,user-lina--user,user-admin--user');
    expect(body.files).toBe('[{"fileId":"f.txt","name":"f.txt"}]');
    expect(body.expirationTime).toBe(new Date(2030, 0, 2, 3, 4).getTime());
    expect(body.version).toBeNull();
  });

  test('info splits the typed list back over the pickers and keeps positions and groups for the save', async () => {
    vi.mocked(api.getNoticeInfo).mockResolvedValue({
      id: 'n1',
      toUserIds: 'dept-member--organize,role-staff--role,user-lina--user,pos-editor--position',
      files: '[{"fileId":"f.txt"}]',
      expirationTime: null,
      version: 3,
    } as NoticeInfo);
    const values = (await apis['notice.info']({ id: 'n1' })) as Record<string, unknown>;
    expect(values).toMatchObject({
      organizeIds: [['dept-member']],
      roleIds: ['role-staff'],
      userIds: ['user-lina'],
      otherRecipients: ['pos-editor--position'],
      files: [{ fileId: 'f.txt' }],
      expirationTime: '',
    });
    await apis['notice.update'](values);
    const [id, body] = vi.mocked(api.updateNotice).mock.calls[0];
    expect(id).toBe('n1');
    expect(body).toMatchObject({
      toUserIds: 'dept-member--organize,role-staff--role,user-lina--user,pos-editor--position',
      expirationTime: null,
      version: 3,
    });
  });

  test('the list sends the chosen state as the contract list, none for all', async () => {
    await apis['notice.list']({ keyword: '年会', enabledMark: 0 });
    await apis['notice.list']({ enabledMark: '' });
    expect(vi.mocked(api.getNoticeList).mock.calls.map((c) => c[0].enabledMark)).toEqual([['0'], []]);
  });
});
