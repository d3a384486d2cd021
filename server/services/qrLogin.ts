import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { CodeCertificateStatus } from '../../contract';
import type { Db } from '../db/client';
import { qrTickets, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { hashToken, newToken } from '../lib/sessions';
import { minutesFromNow } from '../lib/time';
import { assertUserMaySignIn, openSession, type ClientInfo, type LoginPolicy } from './login';

/**
 * App-scan sign-in. The login page gets a ticket (shown as a QR code) and polls its status; the platform's
 * mobile app, signed in with its own token, marks it scanned (2) and then confirmed (1). The next poll after
 * the confirmation opens a session for the app's user and hands the token over, once; the ticket is then
 * spent. Tickets live 2 minutes.
 */

export const QR_TICKET_TTL_MINUTES = 2;
export const QrStatus = { waiting: 0, confirmed: 1, scanned: 2, cancelled: 3, expired: 4, delivered: 5 } as const;

export const QR_TICKET_INVALID = '二维码已失效，请刷新后重新扫码';
export const QR_TICKET_OTHER_USER = '该二维码已被其他账号扫描';
export const QR_BAD_STATUS = '参数错误：status 取值无效';

export async function createQrTicket(db: Db): Promise<string> {
  // spent and expired tickets are useless; sweeping here keeps the table small without a timer
  await db.delete(qrTickets).where(lt(qrTickets.expiresAt, new Date()));
  const ticket = newToken();
  await db.insert(qrTickets).values({ id: hashToken(ticket), expiresAt: minutesFromNow(QR_TICKET_TTL_MINUTES) });
  return ticket;
}

const live = (ticket: string) => and(eq(qrTickets.id, hashToken(ticket)), gt(qrTickets.expiresAt, new Date()));

/**
 * GET codeCertificateStatus/{ticket}: 0 waiting, 2 scanned, 1 confirmed with the token in `value` (delivered
 * once), 3 cancelled in the app, 4 expired, unknown or already used.
 */
export async function pollQrTicket(
  db: Db,
  policy: Pick<LoginPolicy, 'tokenTtlMinutes'>,
  ticket: string,
  client: ClientInfo,
): Promise<CodeCertificateStatus> {
  const [row] = await db.select().from(qrTickets).where(live(ticket));
  if (!row || row.status === QrStatus.delivered) return { status: QrStatus.expired };
  if (row.status !== QrStatus.confirmed) return { status: row.status };
  // claim the confirmation: of two concurrent polls only one gets a row back, so one token is minted
  const [claimed] = await db
    .update(qrTickets)
    .set({ status: QrStatus.delivered })
    .where(and(live(ticket), eq(qrTickets.status, QrStatus.confirmed)))
    .returning();
  if (!claimed?.userId) return { status: QrStatus.expired };
  const [user] = await db.select().from(users).where(eq(users.id, claimed.userId));
  if (!user) return { status: QrStatus.expired };
  try {
    await assertUserMaySignIn(db, user, client);
  } catch (error) {
    // the account was locked, disabled or lost its menus between confirming and collecting
    if (error instanceof BizError) return { status: QrStatus.cancelled };
    throw error;
  }
  return { status: QrStatus.confirmed, value: await openSession(db, policy, user, client, '扫码登录成功') };
}

/**
 * GET setCodeCertificateStatus/{ticket}/{status}, called by the mobile app with its own session: 2 scanned,
 * 1 confirmed, 3 cancelled. Once scanned, only the same user may confirm or cancel.
 */
export async function setQrTicketStatus(
  db: Db,
  ticket: string,
  status: number,
  userId: string,
  client: ClientInfo,
): Promise<void> {
  if (status !== QrStatus.scanned && status !== QrStatus.confirmed && status !== QrStatus.cancelled) {
    throw new BizError(QR_BAD_STATUS);
  }
  const [row] = await db.select().from(qrTickets).where(live(ticket));
  if (!row || !([QrStatus.waiting, QrStatus.scanned] as number[]).includes(row.status)) {
    throw new BizError(QR_TICKET_INVALID);
  }
  if (row.userId && row.userId !== userId) throw new BizError(QR_TICKET_OTHER_USER);
  if (status === QrStatus.confirmed) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new BizError(QR_TICKET_INVALID);
    await assertUserMaySignIn(db, user, client);
  }
  const updated = await db
    .update(qrTickets)
    .set({ status: status as 1 | 2 | 3, userId })
    .where(
      and(
        live(ticket),
        inArray(qrTickets.status, [QrStatus.waiting, QrStatus.scanned]),
        // a ticket another user scanned in the meantime stays theirs
        or(isNull(qrTickets.userId), eq(qrTickets.userId, userId)),
      ),
    )
    .returning({ id: qrTickets.id });
  if (updated.length === 0) throw new BizError(QR_TICKET_INVALID);
}
