import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DataInterfaceLogItem, PageResult } from '../../contract';
import type { Db } from '../db/client';
import { dataInterfaceLogs, dataInterfaces, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import type { SessionUser } from '../lib/sessions';
import { refuseDuplicates } from './dbErrors';
import { requireInterface } from './dataInterfaceRun';
import { likePattern, pageOf, pageResult } from './paging';
import { copyNames } from './templateCommon';

/** Data interface copy and run log (Actions/Copy, DataInterfaceLog/{id}; docs/contract.md). */

export interface RunRecord {
  interfaceId: string;
  userId: string;
  ip: string;
  device: string;
  type: 'Preview' | 'List' | 'InfoByIds';
  startedAt: number;
  error?: unknown;
}

/**
 * Records one run. A log that cannot be written must never fail the call it describes (options in a form
 * would break), so a failure here is only reported to the server log.
 */
export async function logRun(db: Db, run: RunRecord, warn: (error: unknown) => void): Promise<void> {
  try {
    await db.insert(dataInterfaceLogs).values({
      id: newId(),
      invokId: run.interfaceId,
      userId: run.userId,
      invokIp: run.ip.slice(0, 100),
      invokDevice: run.device.slice(0, 500),
      invokType: run.type,
      invokWasteTime: Math.max(0, Date.now() - run.startedAt),
      success: run.error ? 0 : 1,
      message: run.error ? (run.error instanceof Error ? run.error.message : String(run.error)).slice(0, 500) : '',
    });
  } catch (error) {
    warn(error);
  }
}

export async function listRunLogs(
  db: Db,
  interfaceId: string,
  query: { keyword?: string; currentPage?: number; pageSize?: number },
): Promise<PageResult<DataInterfaceLogItem>> {
  await requireInterface(db, interfaceId);
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(dataInterfaceLogs.invokId, interfaceId),
    keyword
      ? or(
          ilike(dataInterfaceLogs.invokIp, likePattern(keyword)),
          ilike(users.realName, likePattern(keyword)),
          ilike(users.account, likePattern(keyword)),
        )
      : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(dataInterfaceLogs)
    .leftJoin(users, eq(users.id, dataInterfaceLogs.userId))
    .where(where);
  const rows = await db
    .select({ log: dataInterfaceLogs, realName: users.realName, account: users.account })
    .from(dataInterfaceLogs)
    .leftJoin(users, eq(users.id, dataInterfaceLogs.userId))
    .where(where)
    .orderBy(desc(dataInterfaceLogs.invokTime), desc(dataInterfaceLogs.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map(({ log, realName, account }) => ({
    id: log.id,
    invokTime: log.invokTime.getTime(),
    userId: realName ? `${realName}/${account}` : log.userId,
    invokIp: log.invokIp,
    invokDevice: log.invokDevice,
    invokType: log.invokType,
    invokWasteTime: log.invokWasteTime,
    success: log.success,
    message: log.message,
  }));
  return pageResult(list, page, total);
}

/** POST DataInterface/{id}/Actions/Copy: a disabled copy named `….副本nnnn`; copying SQL needs an administrator. */
export async function copyInterface(db: Db, id: string, user: SessionUser, now = new Date()): Promise<string> {
  const copyId = newId();
  await refuseDuplicates('接口编码已存在', () =>
    db.transaction(async (tx) => {
      const {
        id: _id,
        creatorTime: _c,
        lastModifyTime: _t,
        lastModifyUserId: _u,
        ...row
      } = await requireInterface(tx, id);
      if (row.type === 2 && !user.isAdministrator) throw new BizError('只有管理员可以配置SQL数据接口');
      const names = copyNames(row.fullName, row.enCode, now);
      const taken = await tx
        .select({ id: dataInterfaces.id })
        .from(dataInterfaces)
        .where(or(eq(dataInterfaces.enCode, names.enCode), eq(dataInterfaces.fullName, names.fullName)))
        .limit(1);
      if (taken.length) throw new BizError('接口编码已存在');
      await tx
        .insert(dataInterfaces)
        .values({ ...row, ...names, id: copyId, enabledMark: 0, creatorUserId: user.id, creatorTime: now });
    }),
  );
  return copyId;
}
