import { useTranslation } from 'react-i18next';

/**
 * The editor's own texts in the three languages, picked by the app's current language (useTranslation re-renders
 * on a switch). Kept beside the page rather than in the shared locale bundles: they are loaded with the page only.
 */
const zh = {
  title: '页面配置',
  tabScreens: '页面',
  tabModels: '表单模型',
  colScreen: '页面',
  colSource: '来源',
  colVersion: '版本',
  colModel: '表单模型',
  colCode: '编码',
  custom: '自定义',
  byDefault: '默认',
  pick: '选择左侧的页面或表单模型进行编辑',
  refused: '没有页面配置的权限',
  editorLabel: '页面配置 JSON',
  comment: '修改说明',
  save: '保存为新版本',
  preview: '实时预览',
  dryRun: '试运行',
  dryRunOn: '试运行：写操作不会发送',
  dryRunOff: '操作将真实执行',
  dryRunOffTitle: '关闭试运行？',
  dryRunOffContent: '关闭后，预览中的新增、修改、删除等操作将真实写入服务器数据。',
  dryRunOffOk: '关闭试运行',
  cancel: '取消',
  held: (count: number) => `试运行拦截了 ${count} 个写请求（未发送）`,
  previewError: '预览出错',
  model: (name: string, version: number) => `${name}（表单模型，${version ? `第 ${version} 版` : '初始版本'}）`,
};

export type EditorTexts = typeof zh;

const zhtw: EditorTexts = {
  title: '頁面配置',
  tabScreens: '頁面',
  tabModels: '表單模型',
  colScreen: '頁面',
  colSource: '來源',
  colVersion: '版本',
  colModel: '表單模型',
  colCode: '編碼',
  custom: '自訂',
  byDefault: '預設',
  pick: '選擇左側的頁面或表單模型進行編輯',
  refused: '沒有頁面配置的權限',
  editorLabel: '頁面配置 JSON',
  comment: '修改說明',
  save: '儲存為新版本',
  preview: '即時預覽',
  dryRun: '試運行',
  dryRunOn: '試運行：寫入操作不會發送',
  dryRunOff: '操作將真實執行',
  dryRunOffTitle: '關閉試運行？',
  dryRunOffContent: '關閉後，預覽中的新增、修改、刪除等操作將真實寫入伺服器資料。',
  dryRunOffOk: '關閉試運行',
  cancel: '取消',
  held: (count) => `試運行攔截了 ${count} 個寫入請求（未發送）`,
  previewError: '預覽出錯',
  model: (name, version) => `${name}（表單模型，${version ? `第 ${version} 版` : '初始版本'}）`,
};

const en: EditorTexts = {
  title: 'Screen configuration',
  tabScreens: 'Screens',
  tabModels: 'Form models',
  colScreen: 'Screen',
  colSource: 'Source',
  colVersion: 'Version',
  colModel: 'Form model',
  colCode: 'Code',
  custom: 'Custom',
  byDefault: 'Default',
  pick: 'Pick a screen or a form model on the left to edit it',
  refused: 'You may not open the screen configuration',
  editorLabel: 'Screen configuration JSON',
  comment: 'What changed',
  save: 'Save as a new version',
  preview: 'Live preview',
  dryRun: 'Dry run',
  dryRunOn: 'Dry run: writes are not sent',
  dryRunOff: 'Actions run for real',
  dryRunOffTitle: 'Turn the dry run off?',
  dryRunOffContent: 'Afterwards, adding, editing and deleting in the preview change the real data on the server.',
  dryRunOffOk: 'Turn dry run off',
  cancel: 'Cancel',
  held: (count) => `The dry run held back ${count} write request(s) (not sent)`,
  previewError: 'The preview failed',
  model: (name, version) => `${name} (form model, ${version ? `version ${version}` : 'original'})`,
};

const byLanguage: Record<string, EditorTexts> = { zh, zhtw, en };

export function useEditorTexts(): EditorTexts {
  const { i18n } = useTranslation();
  return byLanguage[i18n.language] ?? zh;
}
