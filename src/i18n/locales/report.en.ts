import type { ReportMessages } from './report.zh';

/** English strings of the data report page (merged into en). */
const report: ReportMessages = {
  report: {
    search: 'Search',
    reset: 'Reset',
    export: 'Export',
    exporting: 'Exporting…',
    total: 'Total',
    index: 'No.',
    empty: 'No data',
    notConfigured: 'This menu is not linked to a report',
    loadFailed: 'The report could not be loaded',
    retry: 'Retry',
    pleaseEnter: 'Enter {{label}}',
    pleaseSelect: 'Select {{label}}',
    startDate: 'Start date',
    endDate: 'End date',
    chartBar: 'Bar',
    chartLine: 'Line',
    chartPie: 'Pie',
    chartType: 'Chart type',
    chartLoading: 'Loading chart…',
    totalCount: '{{total}} rows',
  },
};
export default report;
