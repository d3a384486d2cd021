import { useCallback } from 'react';
import type { ReportRunInput } from '../../../../contract';
import { runReport } from '../../../api/report/reportRun';
import ReportView from '../../report/ReportView';
import type { CardProps } from './types';

/** `report`: a data report (the one a type-5 menu shows) with its search bar, chart and table. */
export default function ReportCard({ card }: CardProps) {
  const id = String(card.settings.id ?? '');
  const runner = useCallback((body: ReportRunInput) => runReport(id, body), [id]);
  return <ReportView runner={runner} />;
}
