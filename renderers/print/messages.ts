import { defineMessages } from '../../engine-core/i18n';

/** Words of printing: the preview and the picker (the approval statuses are in engine-core/print). */
export const printMessages = defineMessages({
  print: { zh: '打印', zhtw: '打印', en: 'Print' },
  downloadPdf: { zh: '下载 PDF', zhtw: '下載 PDF', en: 'Download PDF' },
  previewTitle: { zh: '打印预览', zhtw: '打印預覽', en: 'Print preview' },
  pickTitle: { zh: '选择打印模板', zhtw: '選擇打印模板', en: 'Choose a print template' },
  noTemplate: { zh: '未配置打印模板', zhtw: '未配置打印模板', en: 'No print template is configured' },
  notInPreview: { zh: '功能预览不支持打印', zhtw: '功能預覽不支持打印', en: 'Printing not supported in preview' },
  loadFailed: { zh: '打印数据加载失败', zhtw: '打印數據加載失敗', en: 'The print data could not be loaded' },
  selectRecords: { zh: '请选择一条数据', zhtw: '請選擇一條數據', en: 'Select a record first' },
  pdfFailed: { zh: 'PDF 生成失败', zhtw: 'PDF 生成失敗', en: 'The PDF could not be made' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  close: { zh: '关闭', zhtw: '關閉', en: 'Close' },
});
