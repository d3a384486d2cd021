import { defineMessages } from '../../../engine-core/i18n';

/** Words of the bulk-import wizard (the platform's texts verbatim in zh). */
export const importMessages = defineMessages({
  title: { zh: '批量导入', zhtw: '批量導入', en: 'Bulk import' },
  importButton: { zh: '导入', zhtw: '導入', en: 'Import' },
  stepUpload: { zh: '上传文件', zhtw: '上傳文件', en: 'Upload file' },
  stepPreview: { zh: '数据预览', zhtw: '數據預覽', en: 'Preview data' },
  stepResult: { zh: '导入结果', zhtw: '導入結果', en: 'Result' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  previous: { zh: '上一步', zhtw: '上一步', en: 'Previous' },
  next: { zh: '下一步', zhtw: '下一步', en: 'Next' },
  close: { zh: '关闭', zhtw: '關閉', en: 'Close' },
  templateTitle: { zh: '填写导入数据信息', zhtw: '填寫導入數據信息', en: 'Fill in the data to import' },
  templateTip: {
    zh: '请按照数据模板的格式准备导入数据，模板中的表头名称不可更改，表头行不能删除',
    zhtw: '請按照數據模板的格式準備導入數據，模板中的表頭名稱不可更改，表頭行不能刪除',
    en: "Prepare the data in the template's format; do not rename or delete its header rows",
  },
  downloadTemplate: { zh: '下载模板', zhtw: '下載模板', en: 'Download template' },
  uploadTitle: { zh: '上传填好的数据表', zhtw: '上傳填好的數據表', en: 'Upload the filled-in sheet' },
  uploadTip: {
    zh: '文件后缀名必须是xls或xlsx，文件大小不超过500KB，最多支持导入1000条数据',
    zhtw: '文件後綴名必須是xls或xlsx，文件大小不超過500KB，最多支持導入1000條數據',
    en: 'xls or xlsx only, at most 500 KB and 1,000 rows',
  },
  chooseFile: { zh: '上传文件', zhtw: '上傳文件', en: 'Choose file' },
  wrongType: { zh: '请选择xls或xlsx类型的文件', zhtw: '請選擇xls或xlsx類型的文件', en: 'Choose an xls or xlsx file' },
  tooLarge: { zh: '文件大小不能超过500KB', zhtw: '文件大小不能超過500KB', en: 'The file must not exceed 500 KB' },
  noFile: { zh: '请先上传文件', zhtw: '請先上傳文件', en: 'Upload a file first' },
  empty: { zh: '导入数据为空', zhtw: '導入數據為空', en: 'There is no data to import' },
  remove: { zh: '删除', zhtw: '刪除', en: 'Delete' },
  actions: { zh: '操作', zhtw: '操作', en: 'Actions' },
  index: { zh: '序号', zhtw: '序號', en: 'No.' },
  addChildRow: { zh: '添加行', zhtw: '添加行', en: 'Add row' },
  allImported: {
    zh: '导入成功，共 {count} 条数据',
    zhtw: '導入成功，共 {count} 條數據',
    en: '{count} records imported',
  },
  partlyImported: {
    zh: '导入成功 {success} 条，导入失败 {fail} 条',
    zhtw: '導入成功 {success} 條，導入失敗 {fail} 條',
    en: '{success} imported, {fail} failed',
  },
  failReason: { zh: '异常原因', zhtw: '異常原因', en: 'Failure reason' },
  exportErrors: { zh: '导出错误报告', zhtw: '導出錯誤報告', en: 'Export the failed rows' },
});
