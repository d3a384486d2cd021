import type { ReportFormat } from './reportConfig';

/**
 * How a report cell reads, the same on the page and in the exported file. Dates are epoch ms (or ISO text)
 * shown in the viewer's local time; a value that is not what the format expects is shown as it is.
 */

const pad = (n: number) => String(n).padStart(2, '0');

function asDate(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (typeof value === 'string' && /^\d{10,13}$/.test(value)) return new Date(Number(value));
  return null;
}

/** A number from a cell: numbers, and numeric text (SQL sums may arrive as text). */
export function reportNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function groupThousands(value: number, digits: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(digits).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

export function formatReportValue(value: unknown, format: ReportFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'number':
    case 'money':
    case 'percent': {
      const n = reportNumber(value);
      if (n === null) return String(value);
      if (format === 'money') return groupThousands(n, 2);
      if (format === 'percent') return `${(n * 100).toFixed(2)}%`;
      return Number.isInteger(n) ? groupThousands(n, 0) : groupThousands(n, 2);
    }
    case 'date':
    case 'datetime': {
      const date = asDate(value);
      if (!date) return String(value);
      const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
      return format === 'date' ? day : `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
