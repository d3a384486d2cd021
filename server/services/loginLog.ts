import type { Db } from '../db/client';
import { loginLogs } from '../db/schema';
import { newId } from '../lib/ids';

export interface LoginLogEntry {
  userId: string | null;
  account: string;
  userName?: string;
  ip: string;
  userAgent: string;
  /** 0 login, 1 logout */
  loginType: 0 | 1;
  /** 1 success, 0 failure */
  loginMark: 0 | 1;
  abstracts: string;
}

/** Login/logout history (shown in 个人中心 → 系统日志); failures are kept too, for auditing. */
export async function writeLoginLog(db: Db, entry: LoginLogEntry): Promise<void> {
  await db.insert(loginLogs).values({
    id: newId(),
    ...entry,
    account: entry.account.slice(0, 100),
    userName: entry.userName ?? '',
    userAgent: entry.userAgent.slice(0, 500),
  });
}
