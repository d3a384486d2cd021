import { defineMessages } from '../../../engine-core/i18n';

/** Words of the popup pickers (popupSelect, popupTableSelect, popupAttr). */
export const popupMessages = defineMessages({
  placeholder: { zh: '请选择', zhtw: '請選擇', en: 'Please select' },
  title: { zh: '选择数据', zhtw: '選擇數據', en: 'Select data' },
  keyword: { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Enter a keyword to search' },
  keywordLabel: { zh: '关键词', zhtw: '關鍵詞', en: 'Keyword' },
  search: { zh: '查询', zhtw: '查詢', en: 'Search' },
  reset: { zh: '重置', zhtw: '重置', en: 'Reset' },
  refresh: { zh: '刷新', zhtw: '刷新', en: 'Refresh' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  confirm: { zh: '确定', zhtw: '確定', en: 'OK' },
  index: { zh: '序号', zhtw: '序號', en: 'No.' },
  total: { zh: '共 {total} 条', zhtw: '共 {total} 條', en: '{total} in total' },
  pickRow: { zh: '选择 {label}', zhtw: '選擇 {label}', en: 'Select {label}' },
  table: { zh: '可选数据', zhtw: '可選數據', en: 'Rows to pick from' },
  openPicker: { zh: '打开{title}选择', zhtw: '打開{title}選擇', en: 'Open the {title} picker' },
  loadFailed: { zh: '数据加载失败', zhtw: '數據加載失敗', en: 'The data could not be loaded' },
});
