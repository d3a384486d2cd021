import { and, asc, desc, eq } from 'drizzle-orm';
import { modelDocumentProblems, type ModelDocument } from '../../../contract/screens/modelChecks';
import type { Db } from '../../db/client';
import { modelVersions, users, visualdevModels } from '../../db/schema';
import { BizError, Code } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { refuseDuplicates } from '../dbErrors';
import { writeOperationLog, type OperationActor } from './operationLog';

/**
 * Form models edited in 页面配置 (/api/system/Screen/Models): a save validates `{ formData, columnData }`, appends
 * a model_versions row and updates visualdev_models in one transaction. The first save also records the model as
 * it was (version 0), the "default" of a model. A save names the version it started from; another save in between
 * is refused, and two saves racing for one version number meet on the unique index.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const CONFLICT = '该表单模型已被他人修改，请刷新后重试';

const parse = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const documentOf = (row: { formData: string; columnData: string }): ModelDocument => ({
  formData: parse(row.formData) ?? {},
  columnData: parse(row.columnData),
});

async function requireEditableModel(db: Db | Tx, modelId: string) {
  const [row] = await db.select().from(visualdevModels).where(eq(visualdevModels.id, modelId));
  if (!row || row.enabledMark !== 1) throw new BizError('表单模型不存在', Code.notFound);
  return row;
}

async function newestVersion(db: Db | Tx, modelId: string): Promise<number> {
  const [row] = await db
    .select({ version: modelVersions.version })
    .from(modelVersions)
    .where(eq(modelVersions.modelId, modelId))
    .orderBy(desc(modelVersions.version))
    .limit(1);
  return row?.version ?? 0;
}

/** The models the editor lists beside the screens. */
export async function editableModels(db: Db) {
  const rows = await db
    .select({ id: visualdevModels.id, fullName: visualdevModels.fullName, enCode: visualdevModels.enCode })
    .from(visualdevModels)
    .where(eq(visualdevModels.enabledMark, 1))
    .orderBy(asc(visualdevModels.sortCode), asc(visualdevModels.fullName));
  return Promise.all(rows.map(async (row) => ({ ...row, version: await newestVersion(db, row.id) })));
}

export async function modelDocument(db: Db, modelId: string) {
  const row = await requireEditableModel(db, modelId);
  return { id: row.id, fullName: row.fullName, version: await newestVersion(db, modelId), document: documentOf(row) };
}

export interface ModelSave {
  modelId: string;
  document: unknown;
  comment: string;
  /** the version the editor started from (0 for a model never edited here) */
  baseVersion?: number;
  action: 'save' | 'rollback';
  actor: OperationActor;
}

function assertValidModel(document: unknown): asserts document is ModelDocument {
  const [first] = modelDocumentProblems(document);
  if (first) throw new BizError(`表单模型无效：${first.path || '/'} ${first.message}`);
}

async function appendModelVersion(tx: Tx, input: ModelSave & { document: ModelDocument }): Promise<number> {
  const row = await requireEditableModel(tx, input.modelId);
  const current = await newestVersion(tx, input.modelId);
  if (input.baseVersion !== undefined && input.baseVersion !== current) throw new BizError(CONFLICT);
  const base = { modelId: input.modelId, createdBy: input.actor.userId };
  if (current === 0) {
    const original = { formData: row.formData, columnData: row.columnData };
    await tx
      .insert(modelVersions)
      .values({ id: newId(), ...base, version: 0, ...original, action: 'original', comment: '初始版本' })
      .onConflictDoNothing();
  }
  const version = current + 1;
  const formData = JSON.stringify(input.document.formData);
  const columnData = input.document.columnData === null ? row.columnData : JSON.stringify(input.document.columnData);
  await tx
    .insert(modelVersions)
    .values({ id: newId(), ...base, version, formData, columnData, action: input.action, comment: input.comment });
  await tx
    .update(visualdevModels)
    .set({ formData, columnData, lastModifyTime: new Date(), lastModifyUserId: input.actor.userId })
    .where(eq(visualdevModels.id, input.modelId));
  const words = input.action === 'save' ? '保存' : '回滚';
  const note = input.comment ? `：${input.comment}` : '';
  await writeOperationLog(tx, input.actor, `${words}表单模型 ${row.fullName}（${row.enCode}）第 ${version} 版${note}`);
  return version;
}

export async function saveModel(db: Db, input: ModelSave): Promise<number> {
  const document = input.document;
  assertValidModel(document);
  return refuseDuplicates(CONFLICT, () => db.transaction((tx) => appendModelVersion(tx, { ...input, document })));
}

export async function modelVersionList(db: Db, modelId: string) {
  await requireEditableModel(db, modelId);
  const rows = await db
    .select({
      id: modelVersions.id,
      version: modelVersions.version,
      action: modelVersions.action,
      comment: modelVersions.comment,
      formData: modelVersions.formData,
      columnData: modelVersions.columnData,
      createdAt: modelVersions.createdAt,
      realName: users.realName,
      account: users.account,
    })
    .from(modelVersions)
    .leftJoin(users, eq(users.id, modelVersions.createdBy))
    .where(eq(modelVersions.modelId, modelId))
    .orderBy(desc(modelVersions.version));
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    action: r.action,
    comment: r.comment,
    document: documentOf(r),
    creatorTime: r.createdAt.getTime(),
    creatorUser: `${r.realName ?? ''}/${r.account ?? ''}`,
  }));
}

/** Copies an earlier version as a new one, so the rollback is in the history too. */
export async function rollbackModel(db: Db, modelId: string, versionId: string, actor: OperationActor) {
  const [row] = await db
    .select()
    .from(modelVersions)
    .where(and(eq(modelVersions.modelId, modelId), eq(modelVersions.id, versionId)));
  if (!row) throw new BizError('版本不存在', Code.notFound);
  const document = documentOf(row);
  const comment = `回滚到版本 ${row.version}`;
  return saveModel(db, { modelId, document, comment, action: 'rollback', actor });
}
