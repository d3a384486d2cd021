import { titleKey, type TitleSource } from '../router/routeTitles';
import type { Language } from './languages';

type MenuName = Readonly<Record<Language, string>>;

/**
 * The names of the menus the platform seeds (fixtures/seed/menus.json), by enCode, in the three languages. Menu
 * names come from the server in simplified Chinese; while a menu still carries its seeded name, a traditional or
 * English user reads it in their language. A name the administrator changed is theirs and is shown as written.
 */
export const seededMenuNames: Readonly<Record<string, MenuName>> = {
  system: { zh: '系统管理', zhtw: '系統管理', en: 'System' },
  'system.dictionary': { zh: '数据字典', zhtw: '資料字典', en: 'Data dictionary' },
  'system.billRule': { zh: '单据规则', zhtw: '單據規則', en: 'Bill rules' },
  'system.menu': { zh: '菜单管理', zhtw: '選單管理', en: 'Menus' },
  'system.area': { zh: '区域管理', zhtw: '區域管理', en: 'Areas' },
  'system.dataInterface': { zh: '数据接口', zhtw: '資料介面', en: 'Data interfaces' },
  'system.schedule': { zh: '日程安排', zhtw: '日程安排', en: 'Schedule' },
  'system.printDev': { zh: '打印模板', zhtw: '列印模板', en: 'Print templates' },
  'system.report': { zh: '报表数据', zhtw: '報表資料', en: 'Reports' },
  'system.screens': { zh: '页面配置', zhtw: '頁面配置', en: 'Screens' },
  'system.portal': { zh: '门户管理', zhtw: '門戶管理', en: 'Portals' },
  'onlineDev.webDesign': { zh: '功能设计', zhtw: '功能設計', en: 'Function design' },
  permission: { zh: '组织权限', zhtw: '組織權限', en: 'Organization' },
  'permission.organize': { zh: '组织管理', zhtw: '組織管理', en: 'Organizations' },
  'permission.user': { zh: '用户管理', zhtw: '使用者管理', en: 'Users' },
  'permission.role': { zh: '角色管理', zhtw: '角色管理', en: 'Roles' },
  'permission.position': { zh: '岗位管理', zhtw: '崗位管理', en: 'Positions' },
  'permission.group': { zh: '分组管理', zhtw: '分組管理', en: 'Groups' },
  msgCenter: { zh: '消息中心', zhtw: '訊息中心', en: 'Message center' },
  'msgCenter.msgTemplate': { zh: '消息模板', zhtw: '訊息模板', en: 'Message templates' },
  'msgCenter.notice': { zh: '通知公告', zhtw: '通知公告', en: 'Notices' },
  memberService: { zh: '会员服务', zhtw: '會員服務', en: 'Member services' },
  'memberService.register': { zh: '会员登记', zhtw: '會員登記', en: 'Member registration' },
  'memberService.feePayment': { zh: '会费缴纳', zhtw: '會費繳納', en: 'Fee payment' },
  'memberService.memberType': { zh: '会员类型', zhtw: '會員類型', en: 'Member types' },
  'memberService.feeReport': { zh: '会费统计', zhtw: '會費統計', en: 'Fee statistics' },
  'memberService.portal': { zh: '会员门户', zhtw: '會員門戶', en: 'Member portal' },
  personnel: { zh: '人事管理', zhtw: '人事管理', en: 'Personnel' },
  'personnel.staffTransfer': { zh: '人事调动申请', zhtw: '人事調動申請', en: 'Staff transfer requests' },
  office: { zh: '行政办公', zhtw: '行政辦公', en: 'Office' },
  'office.purchaseOrder': { zh: '物资采购单', zhtw: '物資採購單', en: 'Purchase orders' },
  'office.leaveRequest': { zh: '请假申请', zhtw: '請假申請', en: 'Leave requests' },
  'office.fieldVisit': { zh: '外勤签到', zhtw: '外勤簽到', en: 'Field check-in' },
  'office.volunteerService': { zh: '志愿服务登记', zhtw: '志願服務登記', en: 'Volunteer service' },
  'office.expenseClaim': { zh: '经费报销', zhtw: '經費報銷', en: 'Expense claims' },
  dataScreen: { zh: '会员数据大屏', zhtw: '會員資料大屏', en: 'Member dashboard' },
  website: { zh: '学会官网', zhtw: '學會官網', en: 'Society website' },
  help: { zh: '使用帮助', zhtw: '使用幫助', en: 'Help' },
  academic: { zh: '学术活动', zhtw: '學術活動', en: 'Academic activities' },
  'academic.conference': { zh: '会议管理', zhtw: '會議管理', en: 'Conferences' },
  'academic.paper': { zh: '论文投稿', zhtw: '論文投稿', en: 'Paper submissions' },
  'academic.expert': { zh: '专家库', zhtw: '專家庫', en: 'Experts' },
  'academic.activityFeedback': { zh: '活动反馈', zhtw: '活動回饋', en: 'Activity feedback' },
  'academic.researchTask': { zh: '课题任务', zhtw: '課題任務', en: 'Research tasks' },
  'academic.discipline': { zh: '学科分类', zhtw: '學科分類', en: 'Disciplines' },
};

/** A seeded menu's name in `language`, while the menu still carries the name it was seeded with. */
export function seededMenuName(source: TitleSource, language: string): string | undefined {
  // routes carry the enCode with its dots as dashes (their name): system-dictionary
  const name = source.enCode
    ? (seededMenuNames[source.enCode] ?? seededMenuNames[source.enCode.replace(/-/g, '.')])
    : undefined;
  if (!name || name.zh !== source.title || !(language in name)) return undefined;
  return name[language as Language];
}

type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A route, menu entry or tab title in `language`: a fixed route's or a standard section's translation, a seeded
 * menu's name, else the title as the server gave it.
 */
export function titleIn(source: TitleSource, language: string, t: Translate): string {
  const key = titleKey(source, language);
  if (key) return t(key, { defaultValue: source.title });
  return seededMenuName(source, language) ?? source.title;
}
