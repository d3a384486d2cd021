import type { Db } from '../client';
import { dictionaryData, dictionaryTypes } from '../tables/system';
import { messageTemplates } from '../tables/messageTemplate';
import { reportData } from '../tables/report';
import { scheduleUsers, schedules } from '../tables/schedule';
import { seedPrintTemplates } from './printTemplates';
import { categories, templates } from './templateData';

/**
 * Seed of the template and schedule domains (issue 5): their dictionary categories, message templates (an SMS
 * and a WeChat one among them), schedules (a weekly series for admin, a monthly one admin is invited to),
 * the print templates (printTemplates.ts) and the report the 会费统计 menu points at. Runs inside the seed transaction.
 * The series use fixed dates spanning years, so every month shows them whenever the database was seeded.
 */

const ADMIN = 'user-admin';
const LINA = 'user-lina';

const day = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

export async function seedTemplates(tx: Db): Promise<void> {
  await seedCategories(tx);
  await seedMessageTemplates(tx);
  await seedSchedules(tx);
  await seedPrintTemplates(tx);
  await seedReports(tx);
}

/** The dictionary categories the template and schedule screens pick from. */
async function seedCategories(tx: Db): Promise<void> {
  await tx
    .insert(dictionaryTypes)
    .values(categories.map(({ items: _items, ...type }) => ({ ...type, isTree: 0, description: '' })));
  await tx.insert(dictionaryData).values(
    categories.flatMap((type) =>
      type.items.map(([enCode, fullName], i) => ({
        id: `${type.id}.${enCode}`,
        dictionaryTypeId: type.id,
        parentId: '0',
        fullName,
        enCode,
        sortCode: i + 1,
      })),
    ),
  );
}

async function seedMessageTemplates(tx: Db): Promise<void> {
  await tx.insert(messageTemplates).values(
    templates.map((t, i) => ({
      id: t.id,
      fullName: t.fullName,
      enCode: t.enCode,
      templateType: t.templateType ?? 0,
      messageSource: t.messageSource,
      messageType: t.messageType,
      title: t.title ?? '',
      content: t.content ?? '',
      templateCode: t.templateCode ?? '',
      wxSkip: t.wxSkip ?? '',
      xcxAppId: t.xcxAppId ?? '',
      templateParamJson: JSON.stringify(t.params),
      smsFieldJson: JSON.stringify(t.sms ?? []),
      sortCode: i + 1,
      enabledMark: t.enabledMark ?? 1,
      description: t.description ?? '',
      creatorUserId: ADMIN,
    })),
  );
}

async function seedSchedules(tx: Db): Promise<void> {
  const now = new Date();
  const tomorrow = day(now.getFullYear(), now.getMonth() + 1, now.getDate() + 1, 14, 0);
  await tx.insert(schedules).values([
    {
      id: 'sch-weekly-meeting',
      groupId: 'sch-weekly-meeting',
      category: 'dt-schedule-type.2',
      urgent: 2,
      title: '秘书处周例会',
      content: '汇报本周会员发展与活动筹备进展',
      allDay: 0,
      startDay: day(2025, 1, 6, 9, 30),
      endDay: day(2025, 1, 6, 10, 30),
      duration: -1,
      color: '#188ae2',
      reminderTime: 15,
      repetition: '3',
      repeatTime: day(2030, 12, 30, 23, 59),
      creatorUserId: ADMIN,
    },
    {
      id: 'sch-council-monthly',
      groupId: 'sch-council-monthly',
      category: 'dt-schedule-type.2',
      urgent: 3,
      title: '理事会月度会议',
      content: '审议月度工作报告与财务收支',
      allDay: 0,
      startDay: day(2025, 1, 15, 14, 0),
      endDay: day(2025, 1, 15, 16, 0),
      duration: -1,
      color: '#ff5b5b',
      reminderTime: 60,
      repetition: '4',
      repeatTime: day(2030, 12, 15, 23, 59),
      creatorUserId: LINA,
    },
    {
      id: 'sch-annual-prep',
      groupId: 'sch-annual-prep',
      category: 'dt-schedule-type.3',
      urgent: 1,
      title: '学术年会筹备碰头',
      content: '确认会场、议程与特邀报告人',
      allDay: 0,
      startDay: tomorrow,
      endDay: new Date(tomorrow.getTime() + 90 * 60_000),
      duration: 90,
      color: '#26bf8c',
      reminderTime: -2,
      repetition: '1',
      repeatTime: null,
      creatorUserId: ADMIN,
    },
  ]);
  await tx.insert(scheduleUsers).values([
    { id: 'sch-weekly-meeting.u1', scheduleId: 'sch-weekly-meeting', userId: 'user-zhouqiang', sortCode: 0 },
    { id: 'sch-council-monthly.u1', scheduleId: 'sch-council-monthly', userId: ADMIN, sortCode: 0 },
    { id: 'sch-council-monthly.u2', scheduleId: 'sch-council-monthly', userId: 'user-wangfang', sortCode: 1 },
  ]);
}

/** 会费统计: fees by member level, from the SQL data interface di-fee-by-level (docs/reports.md). */
export const MEMBER_FEE_REPORT = {
  source: { type: 'interface', id: 'di-fee-by-level' },
  searchFields: [
    {
      field: 'paymentMethod',
      label: '缴费方式',
      type: 'select',
      options: [
        { value: 'transfer', label: '银行转账' },
        { value: 'wechat', label: '微信支付' },
        { value: 'alipay', label: '支付宝' },
        { value: 'cash', label: '现金' },
      ],
    },
    { field: 'payDate', label: '缴费日期', type: 'dateRange' },
  ],
  columns: [
    { title: '会员等级', field: 'levelName', width: 160 },
    { title: '缴费笔数', field: 'payments', width: 120, align: 'right', total: true, format: 'number' },
    { title: '优惠金额（元）', field: 'discount', width: 150, align: 'right', total: true, format: 'money' },
    { title: '实收会费（元）', field: 'amount', width: 150, align: 'right', total: true, format: 'money' },
  ],
  chart: { type: 'bar', categoryField: 'levelName', valueFields: ['amount'] },
  pageSize: 20,
};

/** The report the 会费统计 menu points at. */
async function seedReports(tx: Db): Promise<void> {
  await tx.insert(reportData).values({
    id: 'rpt-member-fee',
    fullName: '会费统计',
    enCode: 'MemberFeeReport',
    category: 'finance',
    sortCode: 1,
    reportJson: JSON.stringify(MEMBER_FEE_REPORT),
    description: '按会员等级汇总会费收入，可按缴费方式与缴费日期筛选',
    creatorUserId: ADMIN,
  });
}
