import type { Db } from '../../db/client';
import { BizError } from '../../lib/envelope';
import { defaultScreens } from './defaults';
import type { OperationActor } from './operationLog';
import { saveScreens, servedScreen, type NewVersion } from './store';
import { screenProblems } from './validation';

/** Export and import of the overrides as one JSON file (GET …/Actions/Export, POST …/Actions/Import). */

export const EXPORT_FORMAT = 'jnpf-screen-overrides';

export interface ScreenExport {
  format: typeof EXPORT_FORMAT;
  exportedAt: number;
  screens: { name: string; version: number; schema: Record<string, unknown> }[];
}

export async function exportScreens(db: Db): Promise<ScreenExport> {
  const screens: ScreenExport['screens'] = [];
  for (const name of defaultScreens().keys()) {
    const screen = await servedScreen(db, name);
    if (screen.source === 'override') screens.push({ name, version: screen.version, schema: screen.schema });
  }
  return { format: EXPORT_FORMAT, exportedAt: Date.now(), screens };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the whole file first and saves only when every screen passes: an error names its place in the file
 * (`/screens/2/schema/body/0`), so an administrator can fix the file and import it again.
 */
export async function importScreens(db: Db, file: unknown, actor: OperationActor): Promise<number> {
  if (!isObject(file) || file.format !== EXPORT_FORMAT || !Array.isArray(file.screens))
    throw new BizError('导入文件格式不正确：不是页面配置导出文件');
  if (file.screens.length === 0) throw new BizError('导入文件中没有页面配置');
  const inputs: NewVersion[] = [];
  const seen = new Set<string>();
  file.screens.forEach((entry: unknown, index) => {
    const at = `/screens/${index}`;
    if (!isObject(entry) || typeof entry.name !== 'string') throw new BizError(`导入文件无效：${at} 缺少 name`);
    if (!defaultScreens().has(entry.name)) throw new BizError(`导入文件无效：${at}/name 页面不存在 ${entry.name}`);
    if (seen.has(entry.name)) throw new BizError(`导入文件无效：${at}/name 重复的页面 ${entry.name}`);
    seen.add(entry.name);
    const [problem] = screenProblems(entry.schema, entry.name);
    if (problem) throw new BizError(`导入文件无效：${at}/schema${problem.path} ${problem.message}`);
    const schema = entry.schema as Record<string, unknown>;
    inputs.push({ name: entry.name, schema, action: 'import', comment: '导入', userId: actor.userId, actor });
  });
  await saveScreens(db, inputs);
  return inputs.length;
}
