import type { ApiFunction } from '../../../renderers';
import * as api from '../../api/report/reportData';
import type { ReportForm, ReportListQuery } from '../../api/types';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';

/** Report data (admin spec §7.11): the 报表数据 screen. */

function listQuery(args: ApiArgs): ReportListQuery {
  const enabled = optionalText(args, 'enabledMark');
  return {
    keyword: optionalText(args, 'keyword'),
    category: optionalText(args, 'category'),
    enabledMark: enabled === undefined ? undefined : Number(enabled),
    currentPage: num(args, 'currentPage', 1),
    pageSize: num(args, 'pageSize', 20),
  };
}

function reportForm(args: ApiArgs): ReportForm {
  return {
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    category: text(args, 'category'),
    reportJson: text(args, 'reportJson'),
    sortCode: num(args, 'sortCode', 0),
    enabledMark: num(args, 'enabledMark', 1),
    description: text(args, 'description'),
  };
}

export const apis = {
  'report.list': (a) => api.getReportList(listQuery(a)),
  'report.info': (a) => api.getReportInfo(requiredText(a, 'id')),
  'report.create': (a) => api.createReport(reportForm(a)),
  'report.update': (a) => api.updateReport(requiredText(a, 'id'), reportForm(a)),
  'report.remove': (a) => api.deleteReport(requiredText(a, 'id')),
  'report.toggleState': (a) => api.toggleReportState(requiredText(a, 'id')),
  'report.copy': (a) => api.copyReport(requiredText(a, 'id')),
  'report.selector': () => api.getReportSelector(),
} satisfies Record<string, ApiFunction>;
