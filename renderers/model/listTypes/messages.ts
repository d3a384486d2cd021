import { defineMessages } from '../../../engine-core/i18n';

/** Words of the list types (the platform's texts in zh). */
export const listTypeMessages = defineMessages({
  save: { zh: '保存', zhtw: '保存', en: 'Save' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  addChild: { zh: '新增子级', zhtw: '新增子級', en: 'Add child' },
  emptyGroup: { zh: '（空）', zhtw: '（空）', en: '(empty)' },
  groupCount: { zh: '{count} 条', zhtw: '{count} 條', en: '{count} rows' },
  treeEmpty: { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  treeFilter: { zh: '输入关键字', zhtw: '輸入關鍵字', en: 'Filter' },
  treeNoMatch: { zh: '无匹配数据', zhtw: '無匹配數據', en: 'No match' },
  treeFailed: { zh: '加载失败', zhtw: '加載失敗', en: 'Failed to load' },
  finishEditing: {
    zh: '请先保存或取消正在编辑的行',
    zhtw: '請先保存或取消正在編輯的行',
    en: 'Save or cancel the row being edited first',
  },
});
