import { defineMessages } from '../../engine-core/i18n';

/** The child table's own words (the platform's InputTable). */
export const tableMessages = defineMessages({
  add: { zh: '添加', zhtw: '添加', en: 'Add' },
  batchRemove: { zh: '批量删除', zhtw: '批量刪除', en: 'Remove selected' },
  batchAdd: { zh: '选择数据', zhtw: '選擇數據', en: 'Add from a list' },
  copy: { zh: '复制', zhtw: '複製', en: 'Copy' },
  remove: { zh: '删除', zhtw: '刪除', en: 'Remove' },
  action: { zh: '操作', zhtw: '操作', en: 'Actions' },
  index: { zh: '序号', zhtw: '序號', en: 'No.' },
  summary: { zh: '合计', zhtw: '合計', en: 'Total' },
  empty: { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  selectOne: { zh: '请选择一条数据', zhtw: '請選擇一條數據', en: 'Select at least one row' },
  confirmRemove: { zh: '确定删除该数据？', zhtw: '確定刪除該數據？', en: 'Remove this row?' },
  required: { zh: '{label}不能为空', zhtw: '{label}不能為空', en: '{label} is required' },
  rowError: { zh: '第{row}行：{message}', zhtw: '第{row}行：{message}', en: 'Row {row}: {message}' },
  rowLabel: { zh: '第{row}行', zhtw: '第{row}行', en: 'Row {row}' },
  cellLabel: { zh: '第{row}行{label}', zhtw: '第{row}行{label}', en: '{label}, row {row}' },
  selectAll: { zh: '全选', zhtw: '全選', en: 'Select all rows' },
  selectRow: { zh: '选择第{row}行', zhtw: '選擇第{row}行', en: 'Select row {row}' },
});
