import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { PreviewText } from '../shared/PreviewText';
import { rangeMessages } from './messages';

const MISSING = '—';

/** The two ends of a range as `a 至 b` (zh, zhtw) or `a ~ b` (en); an em dash when both are empty. */
export function RangePreview({ from, to }: { from: string; to: string }) {
  const lang = useEngineLanguage();
  if (!from && !to) return <PreviewText value="" />;
  const separator = formatMessage(rangeMessages.separator, {}, lang);
  return <PreviewText value={`${from || MISSING} ${separator} ${to || MISSING}`} />;
}

/** The first two items of a stored range value, [] for anything that is not an array. */
export function rangeEnds(value: unknown): [unknown, unknown] {
  return Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
}
