import type { FormField } from '../formModel';
import { formatInstant } from '../onlineDisplay';
import type { Converted } from './cells';

/**
 * Ranges in one cell, written as the platform shows them: dates and times as `start 至 end`, numbers as
 * `min ~ max` (either separator, and ～, is read). Each end converts as the single widget would (a date, a
 * time, a number); a range whose start is after its end is refused, with the number widget's own wording.
 */

export const RANGE_KEYS = new Set(['dateRange', 'timeRange', 'numberRange']);

const SPLIT = /\s*(?:至|~|～)\s*/;

export const rangeJoin = (jnpfKey: string) => (jnpfKey === 'numberRange' ? ' ~ ' : ' 至 ');

type End = (field: FormField, cell: unknown) => Converted;

const reversed = (field: FormField) =>
  field.jnpfKey === 'numberRange' ? `${field.label}最小值不能大于最大值` : `${field.label}开始时间不能大于结束时间`;

/** The two ends of a range cell (text or a [start, end] pair sent back from the preview). */
export function rangeToValue(field: FormField, cell: unknown, end: End): Converted {
  const parts = Array.isArray(cell) ? cell : typeof cell === 'string' ? cell.trim().split(SPLIT) : [cell];
  const shaped = field.jnpfKey === 'numberRange' ? '最小值 ~ 最大值' : '开始 至 结束';
  if (parts.length !== 2) return { value: cell, problem: `${field.label}格式不正确，应为“${shaped}”` };
  const ends = parts.map((p) => end(field, p));
  const problem = ends.find((e) => e.problem)?.problem;
  if (problem) return { value: cell, problem };
  const [start, finish] = ends.map((e) => e.value);
  // times compare as text (HH:mm:ss), dates and numbers as numbers
  if ((start as number | string) > (finish as number | string)) return { value: cell, problem: reversed(field) };
  return { value: [start, finish] };
}

export function rangeToCell(field: FormField, value: unknown): string {
  if (!Array.isArray(value)) return String(value);
  const format = typeof field.node.format === 'string' ? field.node.format : 'yyyy-MM-dd';
  const show = (v: unknown) => (field.jnpfKey === 'dateRange' ? formatInstant(v, format) : String(v ?? ''));
  return value.map(show).join(rangeJoin(field.jnpfKey));
}
