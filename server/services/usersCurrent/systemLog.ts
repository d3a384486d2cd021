import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { PageResult, SystemLogItem } from '../../../contract';
import type { Db } from '../../db/client';
import { loginLogs, operationLogs } from '../../db/schema';
import { likePattern, pageOf, pageResult } from '../paging';

/** GET /api/permission/Users/Current/SystemLog: the user's own log, with browser and platform named. */

/** Browser and platform names from a user agent, for the log list. */
export function describeUserAgent(ua: string): { browser: string; platForm: string } {
  const version = (re: RegExp) => {
    const m = re.exec(ua);
    return m ? ` ${m[1]}` : '';
  };
  let browser = '';
  if (/Edg\//.test(ua)) browser = `Edge${version(/Edg\/(\d+)/)}`;
  else if (/OPR\//.test(ua)) browser = `Opera${version(/OPR\/(\d+)/)}`;
  else if (/Firefox\//.test(ua)) browser = `Firefox${version(/Firefox\/(\d+)/)}`;
  else if (/Chrome\//.test(ua)) browser = `Chrome${version(/Chrome\/(\d+)/)}`;
  else if (/Safari\//.test(ua)) browser = `Safari${version(/Version\/(\d+)/)}`;
  else if (ua) browser = ua.split(/[\s/]/)[0] ?? '';
  let platForm = '';
  if (/Windows/.test(ua)) platForm = 'Windows';
  else if (/Android/.test(ua)) platForm = 'Android';
  else if (/iPhone|iPad|iPod/.test(ua)) platForm = 'iOS';
  else if (/Mac OS X|Macintosh/.test(ua)) platForm = 'macOS';
  else if (/Linux/.test(ua)) platForm = 'Linux';
  return { browser, platForm };
}

export interface SystemLogQueryInput {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  category?: number;
  startTime?: number;
  endTime?: number;
  loginType?: number;
  loginMark?: number;
}

/** GET SystemLog: my own log, newest first. Category 1 is the login log, 3 the operation log (screen changes). */
export async function systemLog(
  db: Db,
  userId: string,
  query: SystemLogQueryInput,
): Promise<PageResult<SystemLogItem>> {
  const page = pageOf(query);
  const category = query.category ?? 1;
  if (category === 3) return operationLog(db, userId, query);
  if (category !== 1) return pageResult([], page, 0);
  const conditions: SQL[] = [eq(loginLogs.userId, userId)];
  if (query.startTime !== undefined) conditions.push(gte(loginLogs.creatorTime, new Date(query.startTime)));
  if (query.endTime !== undefined) conditions.push(lte(loginLogs.creatorTime, new Date(query.endTime)));
  if (query.loginType !== undefined) conditions.push(eq(loginLogs.loginType, query.loginType));
  if (query.loginMark !== undefined) conditions.push(eq(loginLogs.loginMark, query.loginMark));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = likePattern(keyword);
    const match = or(ilike(loginLogs.userName, like), ilike(loginLogs.ip, like), ilike(loginLogs.abstracts, like));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(loginLogs).where(where);
  const rows = await db
    .select()
    .from(loginLogs)
    .where(where)
    .orderBy(desc(loginLogs.creatorTime), desc(loginLogs.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map((r): SystemLogItem => ({
    id: r.id,
    creatorTime: r.creatorTime.getTime(),
    userName: r.userName || r.account,
    ipAddress: r.ip,
    ipAddressName: '',
    ...describeUserAgent(r.userAgent),
    loginType: r.loginType,
    loginMark: r.loginMark,
    abstracts: r.abstracts,
    moduleName: '',
    category: 1,
  }));
  return pageResult(list, page, total);
}

/** Category 3: the changes I made to screens and form models (services/screens/operationLog.ts). */
async function operationLog(db: Db, userId: string, query: SystemLogQueryInput): Promise<PageResult<SystemLogItem>> {
  const page = pageOf(query);
  const conditions: SQL[] = [eq(operationLogs.userId, userId)];
  if (query.startTime !== undefined) conditions.push(gte(operationLogs.creatorTime, new Date(query.startTime)));
  if (query.endTime !== undefined) conditions.push(lte(operationLogs.creatorTime, new Date(query.endTime)));
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(ilike(operationLogs.abstracts, likePattern(keyword)));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(operationLogs).where(where);
  const rows = await db
    .select()
    .from(operationLogs)
    .where(where)
    .orderBy(desc(operationLogs.creatorTime), desc(operationLogs.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map((r): SystemLogItem => ({
    id: r.id,
    creatorTime: r.creatorTime.getTime(),
    userName: r.userName,
    ipAddress: r.ip,
    ipAddressName: '',
    ...describeUserAgent(r.userAgent),
    requestURL: r.requestURL,
    requestMethod: r.requestMethod,
    abstracts: r.abstracts,
    moduleName: r.moduleName,
    category: 3,
  }));
  return pageResult(list, page, total);
}
