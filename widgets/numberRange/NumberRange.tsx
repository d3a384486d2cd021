import type { CSSProperties } from 'react';
import { InputNumber } from 'antd';
import { boundBreach, rangeReversed } from '../../contract/numberBounds';
import { formatMessage, useEngineLanguage, type EngineLanguage } from '../../engine-core/i18n';
import { rangeMessages } from '../dateRange/messages';
import { rangeEnds } from '../dateRange/RangePreview';
import { boundBreachText, numberBoundMessages } from '../shared/numberBoundMessages';
import { useValueCheck } from '../shared/useValueCheck';

export type NumberRangeValue = [number | null, number | null] | [];

export interface JnpfNumberRangeProps {
  /** [min, max]; [] when both ends are empty; 0 is a value, not an empty end */
  value?: Array<number | string | null | undefined> | null;
  onChange?: (value: NumberRangeValue) => void;
  precision?: number;
  min?: number;
  max?: number;
  placeholder?: string | [string, string];
  disabled?: boolean;
  readOnly?: boolean;
  readonly?: boolean;
  id?: string;
  style?: CSSProperties;
  className?: string;
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** A stored end as a number, or null when it is empty or not a number. */
export function toRangeEnd(v: unknown): number | null {
  if (isBlank(v)) return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** The value to store for two ends: [] only when both are empty. */
export function numberRangeValue(low: unknown, high: unknown): NumberRangeValue {
  const a = toRangeEnd(low);
  const b = toRangeEnd(high);
  return a === null && b === null ? [] : [a, b];
}

/**
 * What is wrong with a range, '' when nothing: an end past the bounds, or a start greater than the end (the
 * platform saved 200–100 as typed). The message shows under the field and the submit is refused.
 */
export function numberRangeProblem(value: unknown, min: unknown, max: unknown, lang: EngineLanguage): string {
  if (!Array.isArray(value)) return '';
  for (const end of value.slice(0, 2)) {
    const text = boundBreachText(boundBreach(end, min, max), lang);
    if (text) return text;
  }
  return rangeReversed(value) ? formatMessage(numberBoundMessages.reversed, {}, lang) : '';
}

/** Two number inputs; `min`/`max` are checked with a message rather than given to antd, which clamps silently. */
export function JnpfNumberRange(props: JnpfNumberRangeProps) {
  const lang = useEngineLanguage();
  const { value, onChange, precision, min, max, placeholder, disabled, readOnly, readonly, id, style, className } =
    props;
  useValueCheck((next) => numberRangeProblem(next, min, max, lang));
  const [low, high] = rangeEnds(value).map(toRangeEnd);
  const locked = Boolean(readOnly ?? readonly);
  const [lowHint, highHint] = Array.isArray(placeholder)
    ? placeholder
    : [formatMessage(rangeMessages.min, {}, lang), formatMessage(rangeMessages.max, {}, lang)];
  const common = {
    precision: precision ?? undefined,
    disabled,
    readOnly: locked,
    controls: false,
    style: { flex: 1, width: 'auto', minWidth: 0 },
  };
  return (
    <div
      className={['jnpf-number-range', className].filter(Boolean).join(' ')}
      style={{ display: 'flex', alignItems: 'center', width: '100%', ...style }}
    >
      <InputNumber<number>
        {...common}
        id={id}
        placeholder={lowHint}
        value={low}
        onChange={(next) => onChange?.(numberRangeValue(next, high))}
      />
      <span style={{ margin: '0 5px', flexShrink: 0 }}>-</span>
      <InputNumber<number>
        {...common}
        placeholder={highHint}
        value={high}
        onChange={(next) => onChange?.(numberRangeValue(low, next))}
      />
    </div>
  );
}
