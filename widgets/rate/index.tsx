import { Rate } from 'antd';
import type { RateProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';

/** rate (designer props count, allowHalf; default 0). */
interface JnpfRateProps extends Omit<RateProps, 'value' | 'onChange'> {
  value?: number | string | null;
  onChange?: (value: number) => void;
  readOnly?: boolean;
  readonly?: boolean;
}

const toScore = (v: unknown) => {
  const n = Number(v);
  return v === null || v === undefined || v === '' || !Number.isFinite(n) ? 0 : n;
};

function JnpfRate({ value, onChange, readOnly, readonly, disabled, count = 5, ...rest }: JnpfRateProps) {
  const locked = Boolean(readOnly ?? readonly);
  return (
    <Rate
      {...rest}
      count={count}
      value={toScore(value)}
      // a read-only rate cannot be changed but still shows its stars at full strength
      disabled={Boolean(disabled) || locked}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** The stars, not clickable, and the score as text (readable in print and by screen readers). */
export function RatePreview({ value, count = 5, allowHalf }: { value?: unknown; count?: number; allowHalf?: boolean }) {
  const score = toScore(value);
  return (
    <span className="jnpf-rate-preview" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Rate disabled value={score} count={count} allowHalf={allowHalf} />
      <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{`${score} / ${count}`}</span>
    </span>
  );
}

const component = connect(JnpfRate, mapReadPretty(RatePreview));

const entry: WidgetEntry = {
  key: 'rate',
  component,
  readPretty: RatePreview,
  defaultValue: 0,
  emptyValue: 0,
  allowedInTable: true,
  lazy: false,
  valueType: 'number',
  category: 'input',
  sample: { props: { count: 5, allowHalf: true }, value: 3.5, display: '3.5 / 5' },
};

export default entry;
