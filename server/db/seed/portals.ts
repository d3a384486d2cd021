import type { Db } from '../client';
import * as t from '../schema';
import type { PortalCard } from '../../../contract';

/**
 * The two seeded portals (docs/portals.md): the default /home of everyone in the main system, and 会员门户, the
 * portal of the seeded type-8 menu (its propertyJson.moduleId is `portal-member`).
 */

const card = (i: string, kind: PortalCard['kind'], title: string, box: number[], settings = {}): PortalCard => {
  const [x, y, w, h] = box;
  return { i, kind, title, x, y, w, h, settings };
};

const WELCOME =
  '<h3>欢迎来到会员服务中心</h3><p>在这里查看学会通知公告、已登记会员与学术活动。' +
  '如需更新个人会员资料，请前往<strong>会员信息</strong>。</p>';

export const SEED_PORTALS = [
  {
    id: 'portal-default',
    fullName: '默认门户',
    enCode: 'default',
    sortCode: 1,
    cards: [
      card('notices', 'notices', '通知公告', [0, 0, 6, 8], { limit: 6 }),
      card('messages', 'messages', '我的消息', [6, 0, 6, 8], { limit: 6 }),
      card('schedule', 'schedule', '今日日程', [0, 8, 4, 8]),
      card('shortcuts', 'shortcuts', '快捷入口', [4, 8, 8, 8]),
    ],
  },
  {
    id: 'portal-member',
    fullName: '会员门户',
    enCode: 'member',
    sortCode: 2,
    cards: [
      card('welcome', 'richText', '欢迎', [0, 0, 12, 4], { html: WELCOME }),
      card('notices', 'notices', '通知公告', [0, 4, 6, 9], { limit: 6 }),
      card('members', 'dataInterface', '已登记会员', [6, 4, 6, 9], {
        id: 'di-members',
        limit: 8,
        columns: [
          { field: 'fullName', label: '姓名' },
          { field: 'memberNo', label: '会员编号' },
        ],
      }),
    ],
  },
];

export async function seedPortals(tx: Db, systemId: string | undefined, adminId: string | null): Promise<void> {
  if (!systemId) return;
  await tx.insert(t.portals).values(
    SEED_PORTALS.map((p) => ({
      id: p.id,
      systemId,
      fullName: p.fullName,
      enCode: p.enCode,
      sortCode: p.sortCode,
      layoutJson: JSON.stringify({ cards: p.cards }),
      creatorUserId: adminId,
    })),
  );
}
