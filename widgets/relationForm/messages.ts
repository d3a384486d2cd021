import { defineMessages } from '../../engine-core/i18n';

export const relationMessages = defineMessages({
  placeholder: { zh: '请选择', zhtw: '請選擇', en: 'Select' },
  dialogTitle: { zh: '选择数据', zhtw: '選擇數據', en: 'Select a record' },
  keyword: { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Search by keyword' },
  search: { zh: '查询', zhtw: '查詢', en: 'Search' },
  reset: { zh: '重置', zhtw: '重置', en: 'Reset' },
  refresh: { zh: '刷新', zhtw: '刷新', en: 'Refresh' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  confirm: { zh: '确定', zhtw: '確定', en: 'OK' },
  index: { zh: '序号', zhtw: '序號', en: 'No.' },
  total: { zh: '共 {total} 条', zhtw: '共 {total} 條', en: '{total} in all' },
  clear: { zh: '清空', zhtw: '清空', en: 'Clear' },
  open: {
    zh: '{label}：打开选择数据对话框',
    zhtw: '{label}：打開選擇數據對話框',
    en: '{label}: open the record picker',
  },
  detailTitle: { zh: '详情', zhtw: '詳情', en: 'Details' },
  close: { zh: '关闭', zhtw: '關閉', en: 'Close' },
  viewDetail: { zh: '查看详情：{text}', zhtw: '查看詳情：{text}', en: 'View details: {text}' },
  missing: { zh: '该数据已删除', zhtw: '該數據已刪除', en: 'This record no longer exists' },
  loadFailed: { zh: '数据加载失败', zhtw: '數據載入失敗', en: 'The records could not be loaded' },
  noModel: { zh: '未设置关联表单', zhtw: '未設定關聯表單', en: 'No related form is set' },
});
