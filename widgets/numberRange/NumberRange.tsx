import type { CSSProperties } from 'react';
import { InputNumber } from 'antd';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { rangeMessages } from '../dateRange/messages';
import { rangeEnds } from '../dateRange/RangePreview';

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

export function JnpfNumberRange(props: JnpfNumberRangeProps) {
  const lang = useEngineLanguage();
  const { value, onChange, precision, min, max, placeholder, disabled, readOnly, readonly, id, style, className } =
    props;
  const [low, high] = rangeEnds(value).map(toRangeEnd);
  const locked = Boolean(readOnly ?? readonly);
  const [lowHint, highHint] = Array.isArray(placeholder)
    ? placeholder
    : [formatMessage(rangeMessages.min, {}, lang), formatMessage(rangeMessages.max, {}, lang)];
  const common = {
    precision: precision ?? undefined,
    min,
    max,
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
