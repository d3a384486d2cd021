import { eq, inArray, or } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { imContents, users } from '../../server/db/schema';
import { newId } from '../../server/lib/ids';
import { createSession } from '../../server/lib/sessions';

/**
 * The bench's side of the database, opened in the bench process while no server holds it (PGlite allows one
 * process): before the run, 200 users and a session each, as a sign-in would leave them (200 password
 * hashes through the login API would only measure scrypt); after it, every chat message stored.
 */

export interface DatabaseTarget {
  /** empty: PGlite under dataDir */
  databaseUrl: string;
  dataDir: string;
}

export interface BenchUser {
  id: string;
  /** `Bearer …`, as the login API returns it */
  token: string;
}

/** Migrates and seeds the database as a first server start would, then adds `count` users with a session each. */
export async function createBenchUsers(target: DatabaseTarget, count: number): Promise<BenchUser[]> {
  const handle = await openDatabase(target);
  try {
    // an ordinary seeded user lends its organisation and password to the bench users
    const [model] = await handle.db.select().from(users).where(eq(users.account, 'zhangwei'));
    if (!model) throw new Error('the seeded user zhangwei is missing');
    const rows = Array.from({ length: count }, (_, i) => ({
      ...model,
      id: newId(),
      account: `bench${String(i).padStart(4, '0')}`,
      realName: `压测用户${i}`,
      mobilePhone: '',
      creatorTime: new Date(),
    }));
    await handle.db.insert(users).values(rows);
    const created: BenchUser[] = [];
    for (const row of rows) {
      const { token } = await createSession(handle.db, {
        userId: row.id,
        ip: '127.0.0.1',
        userAgent: 'bench',
        ttlMinutes: 480,
      });
      created.push({ id: row.id, token });
    }
    return created;
  } finally {
    await handle.close();
  }
}

export interface StoredChat {
  id: string;
  from: string;
  to: string;
}

/** Every chat message the bench users sent or received, as stored. */
export async function storedChats(target: DatabaseTarget, userIds: string[]): Promise<StoredChat[]> {
  const handle = await openDatabase(target, { seed: false });
  try {
    const rows = await handle.db
      .select({ id: imContents.id, from: imContents.sendUserId, to: imContents.receiveUserId })
      .from(imContents)
      .where(or(inArray(imContents.sendUserId, userIds), inArray(imContents.receiveUserId, userIds)));
    return rows;
  } finally {
    await handle.close();
  }
}
