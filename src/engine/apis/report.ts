import i18n from 'i18next';
import type { ApiFunction } from '../../../renderers';
import * as api from '../../api/report/reportData';
import { previewReport } from '../../api/report/reportRun';
import type { ReportForm, ReportListQuery } from '../../../contract';
import { crudApis, formReader } from '../crudApis';
import { configToForm, formToReportJson, previewText } from './reportConfigForm';

/**
 * Report data: the 报表数据 screen (docs/screen-dialect.md). The dialog edits the report configuration as the
 * fields under `config` (reportConfigForm.ts); they are written into reportJson when saving or previewing.
 */

export const apis = {
  ...crudApis<ReportForm, ReportListQuery>('report', {
    list: { call: api.getReportList, filters: ['category'] },
    info: async (id) => {
      const form = await api.getReportInfo(id);
      return { ...form, config: configToForm(form.reportJson) };
    },
    create: api.createReport,
    update: api.updateReport,
    remove: api.deleteReport,
    toggleState: api.toggleReportState,
    copy: api.copyReport,
    form: formReader<ReportForm>({
      fullName: 'text',
      enCode: 'text',
      category: 'text',
      reportJson: (a) => formToReportJson(a?.reportJson, a?.config),
      sortCode: { num: 0 },
      enabledMark: { num: 1 },
      description: 'text',
    }),
  }),
  'report.selector': () => api.getReportSelector(),
  /** the dialog's preview: runs the unsaved configuration ($values of the dialog as `values`) */
  'report.preview': async (a) => {
    const values = (a?.values ?? {}) as { reportJson?: unknown; config?: unknown };
    const reply = await previewReport(formToReportJson(values.reportJson, values.config));
    const words = {
      total: i18n.t('report.total'),
      count: (total: number) => i18n.t('report.totalCount', { total }),
    };
    return { result: previewText(reply, words) };
  },
} satisfies Record<string, ApiFunction>;
