/** Simplified Chinese strings of the data report page (menu type 5; merged into zh). */
const report = {
  report: {
    search: '查询',
    reset: '重置',
    export: '导出',
    exporting: '正在导出…',
    total: '合计',
    index: '序号',
    empty: '暂无数据',
    notConfigured: '该菜单未关联报表',
    loadFailed: '报表加载失败',
    retry: '重试',
    pleaseEnter: '请输入{{label}}',
    pleaseSelect: '请选择{{label}}',
    startDate: '开始日期',
    endDate: '结束日期',
    chartBar: '柱状图',
    chartLine: '折线图',
    chartPie: '饼图',
    chartType: '图表类型',
    chartLoading: '图表加载中…',
    totalCount: '共 {{total}} 条',
  },
};
export default report;
export type ReportMessages = typeof report;
