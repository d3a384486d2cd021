/** Running, previewing and exporting a data report (docs/reports.md). */
import { post } from '../http';
import type { DownloadReply, ReportRunInput, ReportRunReply } from '../../../contract';

const BASE = '/api/report/Data';
const seg = (value: string) => encodeURIComponent(value);

/** One page of the report's filtered rows, with totals and chart points over all of them; the page shows errors itself. */
export function runReport(id: string, body: ReportRunInput): Promise<ReportRunReply> {
  return post<ReportRunReply>(`${BASE}/${seg(id)}/Actions/Run`, body, { silent: true });
}

/** Every filtered row as xlsx: a short-lived download link. */
export function exportReport(id: string, body: ReportRunInput): Promise<DownloadReply> {
  return post<DownloadReply>(`${BASE}/${seg(id)}/Actions/Export`, body);
}

/** Run an unsaved configuration (the admin dialog's preview); a refusal is toasted with the server's message. */
export function previewReport(reportJson: string, body: ReportRunInput = {}): Promise<ReportRunReply> {
  return post<ReportRunReply>(`${BASE}/Actions/Preview`, { ...body, reportJson });
}
