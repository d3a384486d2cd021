import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { organizes, users, visualdevModels, visualdevRecords } from '../../server/db/schema';
import type { TestServer } from './harness';

/**
 * A model holding every field that names something or holds a range (people and organisation pickers, areas,
 * relation fields, date/time/number ranges), main fields and child-table columns, plus an upload field the
 * import leaves out. Stored straight into the database; only an administrator has it. `addLookalikes` adds a
 * second 张伟 and a second 会员部 so that those names become ambiguous.
 */

export const KINDS = 'vd-import-kinds';

const field = (jnpfKey: string, vModel: string, label: string, extra: Record<string, unknown> = {}) => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label, required: false, regList: [] },
  ...extra,
});

const fields = [
  field('input', 'title', '标题', { __config__: { jnpfKey: 'input', label: '标题', required: true } }),
  field('userSelect', 'owner', '负责人', { multiple: false }),
  field('usersSelect', 'members', '成员', { multiple: true }),
  field('organizeSelect', 'org', '所属组织', { multiple: false }),
  field('organizeSelect', 'orgs', '协办组织', { multiple: true }),
  field('depSelect', 'dept', '部门', { multiple: false }),
  field('posSelect', 'post', '岗位', { multiple: false }),
  field('roleSelect', 'role', '角色', { multiple: false }),
  field('groupSelect', 'group', '分组', { multiple: true }),
  field('areaSelect', 'area', '地区', { multiple: false, level: 2 }),
  field('relationForm', 'member', '会员', { modelId: 'vd-member-register', relationField: 'memberName' }),
  field('popupSelect', 'contact', '对接会员', {
    interfaceId: '',
    modelId: 'vd-member-register',
    propsValue: 'id',
    relationField: 'memberName',
  }),
  field('popupTableSelect', 'witnesses', '见证人', {
    multiple: true,
    interfaceId: 'di-staff-directory',
    propsValue: 'id',
    relationField: 'fullName',
  }),
  field('dateRange', 'period', '期间', { format: 'yyyy-MM-dd' }),
  field('timeRange', 'hours', '时段', { format: 'HH:mm' }),
  field('numberRange', 'size', '规模'),
  field('uploadFile', 'files', '附件'),
  {
    __vModel__: 'lines',
    __config__: {
      jnpfKey: 'table',
      label: '明细',
      children: [
        field('userSelect', 'person', '人员', { multiple: false }),
        field('depSelect', 'unit', '单位', { multiple: false }),
        field('numberRange', 'range', '区间'),
      ],
    },
  },
];

export async function insertKindsModel(s: TestServer): Promise<void> {
  await s.db.insert(visualdevModels).values({
    id: KINDS,
    fullName: '导入类型',
    enCode: 'importKinds',
    formData: JSON.stringify({ fields }),
    columnData: JSON.stringify({ btnsList: [{ value: 'upload', label: '导入' }], columnList: [] }),
  });
}

export async function addLookalikes(s: TestServer): Promise<void> {
  await s.db.insert(organizes).values({
    id: 'dept-sh-member',
    parentId: 'org-shanghai',
    category: 'department',
    fullName: '会员部',
    enCode: 'SHHYB',
  });
  await s.db.insert(users).values({
    id: 'user-zhangwei-2',
    account: 'zw.lookalike',
    realName: '张伟',
    organizeId: 'dept-it',
    passwordHash: 'x',
    passwordSalt: 'x',
  });
}

/** The id of a seeded member-register record by its name. */
export async function memberId(s: TestServer, name: string): Promise<string> {
  const rows = await s.db.select().from(visualdevRecords).where(eq(visualdevRecords.modelId, 'vd-member-register'));
  return rows.find((r) => r.data.memberName === name)!.id;
}

/** Cells by "label" (main fields) or "明细.label" (child-table columns), laid out under a template's header. */
export type Cells = Record<string, unknown>;

export function keysOf(header: unknown[][]): string[] {
  const [top, bottom] = header as [unknown[], unknown[]];
  let group = '';
  return bottom.map((label, c) => {
    const heading = top[c] ?? (group || label);
    group = heading === label ? '' : String(heading);
    return group ? `${group}.${String(label)}` : String(label);
  });
}

export function sheetOf(header: unknown[][], records: Cells[]): Buffer {
  const keys = keysOf(header);
  const rows = records.map((r) => keys.map((k) => r[k] ?? null));
  const sheet = XLSX.utils.aoa_to_sheet([...header, ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
