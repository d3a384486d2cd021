import type { ApiFunction } from '../../../renderers';
import * as api from '../../api/report/reportData';
import type { ReportForm, ReportListQuery } from '../../../contract';
import { crudApis, formReader } from '../crudApis';

/** Report data: the 报表数据 screen (docs/screen-dialect.md). */

export const apis = {
  ...crudApis<ReportForm, ReportListQuery>('report', {
    list: { call: api.getReportList, filters: ['category'] },
    info: api.getReportInfo,
    create: api.createReport,
    update: api.updateReport,
    remove: api.deleteReport,
    toggleState: api.toggleReportState,
    copy: api.copyReport,
    form: formReader<ReportForm>({
      fullName: 'text',
      enCode: 'text',
      category: 'text',
      reportJson: 'text',
      sortCode: { num: 0 },
      enabledMark: { num: 1 },
      description: 'text',
    }),
  }),
  'report.selector': () => api.getReportSelector(),
} satisfies Record<string, ApiFunction>;
