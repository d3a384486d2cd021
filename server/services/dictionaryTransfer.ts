import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { DictionaryExportFile, DownloadReply, ImportMode } from '../../contract';
import type { Db } from '../db/client';
import { dictionaryData, dictionaryTypes } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { isRootId, MAX_NAME, subtreeIds, validateData, validateType } from './dictionaryRules';
import { allTypes } from './dictionaryTypes';
import { createTicket } from './fileTickets';

/**
 * .bdd export and import of dictionary categories (docs/contract.md): a UTF-8 JSON file holding a category, its
 * descendants and all their items. An import runs in one transaction: any bad row refuses the whole file.
 */

const stamp = (d: Date) =>
  [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('');

export async function exportTypes(db: Db, typeId: string, userId: string, now = new Date()): Promise<DownloadReply> {
  if (isRootId(typeId)) throw new BizError('系统预置分类不能导出');
  const types = await allTypes(db);
  const root = types.find((t) => t.id === typeId);
  if (!root) throw new BizError('字典分类不存在');
  const ids = subtreeIds(types, typeId);
  const items = (await db.select().from(dictionaryData).orderBy(asc(dictionaryData.sortCode))).filter((d) =>
    ids.has(d.dictionaryTypeId),
  );
  const file: DictionaryExportFile = {
    list: types
      .filter((t) => ids.has(t.id))
      .map(({ id, parentId, fullName, enCode, isTree, sortCode, description }) => ({
        id,
        parentId,
        fullName,
        enCode,
        isTree,
        sortCode,
        description,
      })),
    modelList: items.map(
      ({ id, dictionaryTypeId, parentId, fullName, enCode, enabledMark, sortCode, description }) => ({
        id,
        dictionaryTypeId,
        parentId,
        fullName,
        enCode,
        enabledMark,
        sortCode,
        description,
      }),
    ),
  };
  return createTicket(db, userId, {
    fileName: `${root.fullName}_${stamp(now)}.bdd`,
    contentType: 'application/octet-stream',
    content: JSON.stringify(file),
  });
}

type Entity = Record<string, unknown>;

/** Accepts our camelCase export and the platform's PascalCase entity dumps alike. */
function camel(entity: unknown): Entity {
  if (!entity || typeof entity !== 'object' || Array.isArray(entity)) throw new BizError('导入文件格式错误');
  return Object.fromEntries(Object.entries(entity).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), v]));
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined;

export function parseBdd(text: string): { types: Entity[]; items: Entity[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new BizError('导入文件格式错误');
  }
  const file = parsed as { list?: unknown; modelList?: unknown };
  if (!parsed || typeof parsed !== 'object' || !Array.isArray(file.list) || !Array.isArray(file.modelList ?? [])) {
    throw new BizError('导入文件格式错误');
  }
  if (file.list.length === 0) throw new BizError('导入文件没有字典分类');
  return { types: file.list.map(camel), items: ((file.modelList ?? []) as unknown[]).map(camel) };
}

/** Parents before children, so every parent id is resolved when its children are placed. */
function parentsFirst(types: Entity[]): Entity[] {
  const ids = new Set(types.map((t) => str(t.id)));
  const placed = new Set<string>();
  const out: Entity[] = [];
  while (out.length < types.length) {
    const ready = types.filter(
      (t) => !placed.has(str(t.id)) && (!ids.has(str(t.parentId)) || placed.has(str(t.parentId))),
    );
    if (ready.length === 0) throw new BizError('导入文件格式错误');
    for (const t of ready) {
      placed.add(str(t.id));
      out.push(t);
    }
  }
  return out;
}

const suffix = () => randomBytes(3).toString('hex');
const renamed = (value: string, tail: string) => value.slice(0, MAX_NAME - tail.length) + tail;

export interface ImportOutcome {
  added: number;
  skipped: number;
}

/** mode 0: rows that already exist (same id, code or name) are skipped; 1: they are added as renamed copies. */
export async function importTypes(db: Db, text: string, mode: ImportMode, userId: string): Promise<ImportOutcome> {
  const { types, items } = parseBdd(text);
  const ordered = parentsFirst(types);
  const outcome: ImportOutcome = { added: 0, skipped: 0 };
  await db.transaction(async (tx) => {
    const typeIdMap = await importCategories(tx, ordered, { mode, userId, outcome });
    await importItems(tx, items, typeIdMap, { mode, userId, outcome });
  });
  return outcome;
}

interface ImportRun {
  mode: ImportMode;
  userId: string;
  /** counts what is added and skipped, categories and items together */
  outcome: ImportOutcome;
}

/** Inserts the file's categories, parents first; answers where each file id ended up (itself, a twin, a copy). */
async function importCategories(
  tx: Db,
  ordered: Entity[],
  { mode, userId, outcome }: ImportRun,
): Promise<Map<string, string>> {
  const existing = await allTypes(tx);
  const typeIdMap = new Map<string, string>();
  for (const entity of ordered) {
    const fileId = str(entity.id);
    if (!fileId || fileId.length > 100) throw new BizError('导入文件格式错误');
    const rawParent = str(entity.parentId);
    const parentId = isRootId(rawParent) ? rawParent : (typeIdMap.get(rawParent) ?? rawParent);
    if (!isRootId(parentId) && !existing.some((t) => t.id === parentId)) throw new BizError('导入失败，上级分类不存在');
    const valid = validateType({
      parentId,
      fullName: str(entity.fullName),
      enCode: str(entity.enCode),
      isTree: num(entity.isTree) ?? 0,
      sortCode: num(entity.sortCode),
      description: str(entity.description),
    });
    const twin = existing.find((t) => t.id === fileId || t.enCode === valid.enCode || t.fullName === valid.fullName);
    if (twin && mode === 0) {
      typeIdMap.set(fileId, twin.id);
      outcome.skipped++;
      continue;
    }
    const row = { ...valid, id: twin ? newId() : fileId, creatorUserId: userId };
    if (twin) {
      const tail = suffix();
      row.enCode = renamed(valid.enCode, `_${tail}`);
      row.fullName = renamed(valid.fullName, `副本${tail}`);
    }
    await tx.insert(dictionaryTypes).values(row);
    existing.push({
      ...row,
      enabledMark: 1,
      creatorTime: new Date(),
      lastModifyTime: null,
      lastModifyUserId: null,
      version: 0,
    });
    typeIdMap.set(fileId, row.id);
    outcome.added++;
  }
  return typeIdMap;
}

/** Inserts the file's items, parents first, each under the category its own category became. */
async function importItems(
  tx: Db,
  items: Entity[],
  typeIdMap: Map<string, string>,
  { mode, userId, outcome }: ImportRun,
): Promise<void> {
  const allItems = await tx.select().from(dictionaryData);
  const itemIdMap = new Map<string, string>();
  for (const entity of parentsFirst(items.map((i) => ({ ...i, id: str(i.id) })))) {
    const fileId = str(entity.id);
    if (!fileId || fileId.length > 100) throw new BizError('导入文件格式错误');
    const typeId = typeIdMap.get(str(entity.dictionaryTypeId));
    if (!typeId) throw new BizError('导入失败，字典数据的分类不在文件中');
    const rawParent = str(entity.parentId) || '0';
    const parentId = rawParent === '0' ? '0' : (itemIdMap.get(rawParent) ?? rawParent);
    if (parentId !== '0' && !allItems.some((d) => d.id === parentId && d.dictionaryTypeId === typeId)) {
      throw new BizError('导入失败，上级字典不存在');
    }
    const valid = validateData({
      dictionaryTypeId: typeId,
      parentId,
      fullName: str(entity.fullName),
      enCode: str(entity.enCode),
      enabledMark: num(entity.enabledMark) ?? 1,
      sortCode: num(entity.sortCode),
      description: str(entity.description),
    });
    // the same item of the same category is a duplicate; an id used elsewhere only needs a fresh id
    const twin = allItems.find(
      (d) =>
        d.dictionaryTypeId === typeId &&
        (d.id === fileId || d.enCode === valid.enCode || d.fullName === valid.fullName),
    );
    if (twin && mode === 0) {
      itemIdMap.set(fileId, twin.id);
      outcome.skipped++;
      continue;
    }
    const idTaken = allItems.some((d) => d.id === fileId);
    const row = { ...valid, id: idTaken ? newId() : fileId, creatorUserId: userId, simpleSpelling: '' };
    if (twin) {
      const tail = suffix();
      row.enCode = renamed(valid.enCode, `_${tail}`);
      row.fullName = renamed(valid.fullName, `副本${tail}`);
    }
    await tx.insert(dictionaryData).values(row);
    allItems.push({ ...row, creatorTime: new Date(), lastModifyTime: null, lastModifyUserId: null, version: 0 });
    itemIdMap.set(fileId, row.id);
    outcome.added++;
  }
}
