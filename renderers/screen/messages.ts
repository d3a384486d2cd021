import { defineMessages } from '../../engine-core/i18n';

/** Words of the screen components. */
export const screenMessages = defineMessages({
  empty: { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  selectRow: { zh: '选择第 {n} 行', zhtw: '選擇第 {n} 行', en: 'Select row {n}' },
  index: { zh: '序号', zhtw: '序號', en: 'No.' },
  actions: { zh: '操作', zhtw: '操作', en: 'Actions' },
  total: { zh: '共 {total} 条', zhtw: '共 {total} 條', en: '{total} in total' },
  search: { zh: '查询', zhtw: '查詢', en: 'Search' },
  reset: { zh: '重置', zhtw: '重置', en: 'Reset' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  ok: { zh: '确定', zhtw: '確定', en: 'OK' },
  tipTitle: { zh: '提示', zhtw: '提示', en: 'Notice' },
  operationDone: { zh: '操作成功', zhtw: '操作成功', en: 'Done' },
  filterPlaceholder: { zh: '输入关键字', zhtw: '輸入關鍵字', en: 'Filter' },
  refreshData: { zh: '刷新数据', zhtw: '刷新數據', en: 'Refresh' },
  expandAll: { zh: '展开全部', zhtw: '展開全部', en: 'Expand all' },
  collapseAll: { zh: '折叠全部', zhtw: '折疊全部', en: 'Collapse all' },
  loadFailed: { zh: '加载失败', zhtw: '加載失敗', en: 'Failed to load' },
  schemaError: { zh: '页面配置有误', zhtw: '頁面配置有誤', en: 'The screen definition is invalid' },
  noUrl: { zh: '未发现文件', zhtw: '未發現文件', en: 'No file found' },
});
