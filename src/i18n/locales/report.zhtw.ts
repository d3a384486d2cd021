import type { ReportMessages } from './report.zh';

/** Traditional Chinese strings of the data report page (merged into zhtw). */
const report: ReportMessages = {
  report: {
    search: '查詢',
    reset: '重置',
    export: '匯出',
    exporting: '正在匯出…',
    total: '合計',
    index: '序號',
    empty: '暫無資料',
    notConfigured: '該選單未關聯報表',
    loadFailed: '報表載入失敗',
    retry: '重試',
    pleaseEnter: '請輸入{{label}}',
    pleaseSelect: '請選擇{{label}}',
    startDate: '開始日期',
    endDate: '結束日期',
    chartBar: '長條圖',
    chartLine: '折線圖',
    chartPie: '圓餅圖',
    chartType: '圖表類型',
    chartLoading: '圖表載入中…',
    totalCount: '共 {{total}} 筆',
  },
};
export default report;
