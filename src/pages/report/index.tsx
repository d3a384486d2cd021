import { useCallback } from 'react';
import { Card, Result } from 'antd';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReportRunInput } from '../../../contract';
import { exportReport, runReport } from '../../api/report/reportRun';
import { appConfig } from '../../config';
import type { RouteHandle } from '../../router/routeHandle';
import ReportView from './ReportView';
import type { SearchValues } from './useReportRun';

/** Opens a download link the server gave (relative to the API base) without leaving the page. */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = /^(https?:)?\/\//i.test(url) ? url : appConfig.apiBase + url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The host of a type-5 menu (data report): the menu's propertyJson.moduleId names the report record. */
export default function ReportPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const reportId = handle?.menu?.relationId ?? '';
  const runner = useCallback((body: ReportRunInput) => runReport(reportId, body), [reportId]);
  const onExport = useCallback(
    async (searchValues: SearchValues) => {
      const link = await exportReport(reportId, { searchValues });
      download(link.url, link.name);
    },
    [reportId],
  );
  if (!reportId)
    return (
      <Card data-testid="report-not-configured">
        <Result status="info" title={handle?.title || handle?.menu?.title} subTitle={t('report.notConfigured')} />
      </Card>
    );
  return <ReportView key={reportId} runner={runner} onExport={onExport} />;
}
