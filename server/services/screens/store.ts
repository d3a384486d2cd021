import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { screenVersions, users } from '../../db/schema';
import { BizError, Code } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { refuseDuplicates } from '../dbErrors';
import { defaultScreens } from './defaults';
import { writeOperationLog, type OperationActor } from './operationLog';
import { assertValidScreen } from './validation';

/**
 * Screen overrides on top of the shipped defaults (docs/screen-dialect.md, "Screens served by the server").
 * Every change appends a screen_versions row; the newest row of a screen is what is served, and a row without a
 * schema means the default.
 */

export type ScreenSource = 'default' | 'override';
type Schema = Record<string, unknown>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ServedScreen {
  name: string;
  source: ScreenSource;
  version: number;
  schema: Schema;
}

export const etagOf = (screen: ServedScreen) =>
  `"${createHash('sha1').update(JSON.stringify(screen.schema)).digest('base64url')}"`;

export function requireDefault(name: string): Schema {
  const schema = defaultScreens().get(name);
  if (!schema) throw new BizError(`页面配置不存在：${name}`, Code.notFound);
  return schema;
}

async function newest(db: Db | Tx, name: string) {
  const [row] = await db
    .select()
    .from(screenVersions)
    .where(eq(screenVersions.name, name))
    .orderBy(desc(screenVersions.version))
    .limit(1);
  return row;
}

export async function servedScreen(db: Db, name: string): Promise<ServedScreen> {
  const fallback = requireDefault(name);
  const row = await newest(db, name);
  if (row?.schema) return { name, source: 'override', version: row.version, schema: row.schema as Schema };
  return { name, source: 'default', version: row?.version ?? 0, schema: fallback };
}

/** GET /api/system/Screen: every screen with its newest change. */
export async function screenList(db: Db) {
  const rows = await db
    .selectDistinctOn([screenVersions.name], {
      name: screenVersions.name,
      version: screenVersions.version,
      hasSchema: screenVersions.schema,
      createdAt: screenVersions.createdAt,
      createdBy: users.realName,
      account: users.account,
    })
    .from(screenVersions)
    .leftJoin(users, eq(users.id, screenVersions.createdBy))
    .orderBy(screenVersions.name, desc(screenVersions.version));
  const byName = new Map(rows.map((r) => [r.name, r]));
  return [...defaultScreens().keys()].map((name) => {
    const row = byName.get(name);
    return {
      name,
      source: (row?.hasSchema ? 'override' : 'default') as ScreenSource,
      version: row?.version ?? 0,
      lastModifyTime: row ? row.createdAt.getTime() : null,
      lastModifyUser: row ? `${row.createdBy ?? ''}/${row.account ?? ''}` : '',
    };
  });
}

export interface NewVersion {
  name: string;
  schema: Schema | null;
  action: 'save' | 'rollback' | 'default' | 'import';
  comment: string;
  userId: string;
  /** the version the editor started from; a different current version means someone saved in between */
  baseVersion?: number;
  /** who to write in the operation log with this version */
  actor?: OperationActor;
}

const ACTION_WORDS: Record<NewVersion['action'], string> = {
  save: '保存',
  rollback: '回滚',
  default: '恢复默认',
  import: '导入',
};

const CONFLICT = '该页面配置已被他人修改，请刷新后重试';

async function appendVersion(tx: Tx, input: NewVersion): Promise<number> {
  const current = await newest(tx, input.name);
  const currentVersion = current?.version ?? 0;
  if (input.baseVersion !== undefined && input.baseVersion !== currentVersion) throw new BizError(CONFLICT);
  const version = currentVersion + 1;
  await tx.insert(screenVersions).values({
    id: newId(),
    name: input.name,
    version,
    schema: input.schema,
    action: input.action,
    comment: input.comment,
    createdBy: input.userId,
  });
  if (input.actor) {
    const note = input.comment ? `：${input.comment}` : '';
    await writeOperationLog(tx, input.actor, `${ACTION_WORDS[input.action]}页面 ${input.name} 第 ${version} 版${note}`);
  }
  return version;
}

/** Saves one validated version; two concurrent saves of one screen meet on the (name, version) unique index. */
export async function saveScreen(db: Db, input: NewVersion): Promise<number> {
  requireDefault(input.name);
  if (input.schema) assertValidScreen(input.schema, input.name);
  return refuseDuplicates(CONFLICT, () => db.transaction((tx) => appendVersion(tx, input)));
}

/** Saves several screens as one: any invalid one refuses them all. */
export async function saveScreens(db: Db, inputs: NewVersion[]): Promise<void> {
  return refuseDuplicates(CONFLICT, () =>
    db.transaction(async (tx) => {
      for (const input of inputs) await appendVersion(tx, input);
    }),
  );
}

export async function screenVersionList(db: Db, name: string) {
  requireDefault(name);
  const rows = await db
    .select({
      id: screenVersions.id,
      version: screenVersions.version,
      action: screenVersions.action,
      comment: screenVersions.comment,
      schema: screenVersions.schema,
      createdAt: screenVersions.createdAt,
      realName: users.realName,
      account: users.account,
    })
    .from(screenVersions)
    .leftJoin(users, eq(users.id, screenVersions.createdBy))
    .where(eq(screenVersions.name, name))
    .orderBy(desc(screenVersions.version));
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    action: r.action,
    comment: r.comment,
    source: (r.schema ? 'override' : 'default') as ScreenSource,
    schema: (r.schema as Schema | null) ?? requireDefault(name),
    creatorTime: r.createdAt.getTime(),
    creatorUser: `${r.realName ?? ''}/${r.account ?? ''}`,
  }));
}

/** Rolls back to an earlier version (copied as a new one, so the rollback is in the history) or to the default. */
export async function rollbackScreen(db: Db, name: string, versionId: string | undefined, actor: OperationActor) {
  requireDefault(name);
  const userId = actor.userId;
  if (!versionId) return saveScreen(db, { name, schema: null, action: 'default', comment: '恢复默认', userId, actor });
  const [row] = await db
    .select()
    .from(screenVersions)
    .where(and(eq(screenVersions.name, name), eq(screenVersions.id, versionId)));
  if (!row) throw new BizError('版本不存在', Code.notFound);
  const schema = (row.schema as Schema | null) ?? null;
  return saveScreen(db, { name, schema, action: 'rollback', comment: `回滚到版本 ${row.version}`, userId, actor });
}
