import { and, desc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { PageResult, PrintLogInput, PrintLogItem } from '../../contract';
import type { Db } from '../db/client';
import { printLogs, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { parseInstant } from './scheduleTime';
import { likePattern, pageOf, pageResult } from './paging';
import { requirePrintDev } from './printTemplates';
import { str } from './templateCommon';

/** Print logs (docs/contract.md): every print of a template, who printed and how many rows. */

export async function savePrintLog(db: Db, input: Partial<Record<keyof PrintLogInput, unknown>>, userId: string) {
  const printId = str(input.printId);
  if (!printId) throw new BizError('请选择打印模板');
  await requirePrintDev(db, printId);
  const printNum = Number(input.printNum ?? 1);
  if (!Number.isInteger(printNum) || printNum < 1 || printNum > 100_000) throw new BizError('打印条数不正确');
  const printTitle = str(input.printTitle).slice(0, 200);
  await db.insert(printLogs).values({ id: newId(), printId, printTitle, printNum, printManId: userId });
}

export async function listPrintLogs(
  db: Db,
  printId: string,
  query: { keyword?: string; currentPage?: number; pageSize?: number; startTime?: string; endTime?: string },
): Promise<PageResult<PrintLogItem>> {
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const from = parseInstant(query.startTime);
  const to = parseInstant(query.endTime);
  const where = and(
    eq(printLogs.printId, printId),
    keyword ? ilike(printLogs.printTitle, likePattern(keyword)) : undefined,
    from ? gte(printLogs.printTime, from) : undefined,
    to ? lte(printLogs.printTime, to) : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(printLogs)
    .where(where);
  const rows = await db
    .select({ log: printLogs, realName: users.realName, account: users.account })
    .from(printLogs)
    .leftJoin(users, eq(users.id, printLogs.printManId))
    .where(where)
    .orderBy(desc(printLogs.printTime))
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map(({ log, realName, account }) => ({
    id: log.id,
    printId: log.printId,
    printTitle: log.printTitle,
    printNum: log.printNum,
    printMan: realName ? `${realName}/${account}` : '',
    printTime: log.printTime.getTime(),
  }));
  return pageResult(list, page, total);
}
