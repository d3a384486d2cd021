import type { EngineMessage } from '../../engine-core/i18n';
import type { WidgetCategory, WidgetValueType } from '../../engine-core/widgetTypes';

/** A jnpfKey registered before its widget is built (pickers, uploads, signature, location, child table). */
export interface PendingWidget {
  key: string;
  /** the palette name, as the designer shows it */
  name: EngineMessage;
  valueType: WidgetValueType;
  /** the designer's default */
  defaultValue: unknown;
  /** what clearing gives: [] for list values; '' for single pickers */
  emptyValue: unknown;
  allowedInTable: boolean;
  category: WidgetCategory;
  /** a value such a field may hold, for the conformance suite */
  sampleValue: unknown;
}

const list = (
  key: string,
  name: EngineMessage,
  sampleValue: unknown,
  more: Partial<PendingWidget> = {},
): PendingWidget => ({
  key,
  name,
  valueType: 'array',
  defaultValue: [],
  emptyValue: [],
  allowedInTable: true,
  category: 'select',
  sampleValue,
  ...more,
});

const single = (
  key: string,
  name: EngineMessage,
  defaultValue: null | '',
  sampleValue: unknown,
  more: Partial<PendingWidget> = {},
): PendingWidget => ({
  key,
  name,
  valueType: 'string',
  defaultValue,
  emptyValue: '',
  allowedInTable: true,
  category: 'select',
  sampleValue,
  ...more,
});

export const pendingWidgets: PendingWidget[] = [
  list('organizeSelect', { zh: '组织选择', zhtw: '組織選擇', en: 'Organization picker' }, ['org-1', 'org-2']),
  single('depSelect', { zh: '部门选择', zhtw: '部門選擇', en: 'Department picker' }, null, 'dep-1'),
  single('posSelect', { zh: '岗位选择', zhtw: '崗位選擇', en: 'Position picker' }, null, 'pos-1'),
  single('userSelect', { zh: '用户选择', zhtw: '用戶選擇', en: 'User picker' }, null, 'user-1'),
  single('roleSelect', { zh: '角色选择', zhtw: '角色選擇', en: 'Role picker' }, null, 'role-1'),
  single('groupSelect', { zh: '分组选择', zhtw: '分組選擇', en: 'Group picker' }, '', 'group-1'),
  single('usersSelect', { zh: '用户组件', zhtw: '用戶元件', en: 'Users picker' }, null, 'user-1--user'),
  list('table', { zh: '设计子表', zhtw: '設計子表', en: 'Child table' }, [{ name: '甲' }], { allowedInTable: false }),
  single('signature', { zh: '电子签章', zhtw: '電子簽章', en: 'E-seal' }, '', 'seal-1'),
  single('sign', { zh: '手写签名', zhtw: '手寫簽名', en: 'Handwritten signature' }, '', 'data:image/png;base64,AAAA'),
  single('location', { zh: '定位', zhtw: '定位', en: 'Location' }, '', '{"name":"学会大楼","lng":120.1,"lat":30.2}'),
  list('uploadFile', { zh: '文件上传', zhtw: '檔案上傳', en: 'File upload' }, [{ name: '章程.pdf', fileId: 'f1' }], {
    category: 'input',
  }),
  list('uploadImg', { zh: '图片上传', zhtw: '圖片上傳', en: 'Image upload' }, [{ name: '合影.png', fileId: 'i1' }], {
    category: 'input',
  }),
];
