import { Input } from 'antd';
import { useField } from '@formily/react';
import { isVoidField } from '@formily/core';
import { observer } from '@formily/reactive-react';
import { amountInChinese, thousands as withThousands, toFixedText } from '../../engine-core/format';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { PreviewText } from '../shared/PreviewText';
import type { CalculateExpression } from './expression';
import { normalisePrecision } from './evaluate';
import { useCalculatedValue } from './useCalculatedValue';
import { calculateMessages } from './messages';

export interface JnpfCalculateProps {
  value?: number | string | null;
  expression?: CalculateExpression | null;
  /** decimals of the result, default 0 */
  precision?: number;
  /** show with thousands separators */
  thousands?: boolean;
  /** show the amount in Chinese (大写) under the number */
  isAmountChinese?: boolean;
  /** 1/true: the result is the field's value and is saved; 0/false: display only */
  isStorage?: number | boolean;
  disabled?: boolean;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The number as the platform shows it: `parseFloat(value.toFixed(precision))`, so no trailing zeros (7.5, not
 * 7.50; 12, not 12.00), then separators when asked. Blank gives `blank` ('' in the read-only twin of a record
 * without a value; the live box shows 0, as the platform's box starts at 0).
 */
export function calculateText(value: unknown, precision: unknown, separated?: boolean, blank = ''): string {
  if (isBlank(value)) return blank;
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  const shown = parseFloat(toFixedText(number, normalisePrecision(precision)));
  // -0 (a negative rounded to zero) reads 0
  const plain = Object.is(shown, -0) ? 0 : shown;
  return separated ? withThousands(plain) : String(plain);
}

function useShownValue(props: JnpfCalculateProps): number | string | null | undefined {
  const storage = Boolean(Number(props.isStorage));
  const computed = useCalculatedValue({ expression: props.expression, precision: props.precision, storage });
  // before the first result (and without an expression) the saved value stands
  return computed ?? props.value;
}

function AmountInChinese({ value }: { value: unknown }) {
  const text = isBlank(value) ? '' : amountInChinese(Number(value));
  if (!text) return null;
  return (
    <div
      className="jnpf-calculate-amount"
      style={{ marginTop: 4, fontSize: 14, lineHeight: '20px', color: 'rgba(0, 0, 0, 0.45)' }}
    >
      {text}
    </div>
  );
}

/** `calculate` (计算公式): a read-only box with the live result of the expression. */
function CalculateBox(props: JnpfCalculateProps) {
  useEngineLanguage();
  const shown = useShownValue(props);
  const storage = Boolean(Number(props.isStorage));
  return (
    <div className="jnpf-calculate" style={{ width: '100%' }}>
      <Input
        value={calculateText(shown, props.precision, props.thousands, '0')}
        readOnly
        disabled={props.disabled}
        placeholder={formatMessage(storage ? calculateMessages.stored : calculateMessages.notStored)}
      />
      {props.isAmountChinese ? <AmountInChinese value={shown} /> : null}
    </div>
  );
}

/** Read-only twin: the same number as text (a display-only field is computed from the record's values). */
export function CalculatePreview(props: JnpfCalculateProps) {
  useEngineLanguage();
  const shown = useShownValue(props);
  return (
    <div className="jnpf-calculate-preview">
      <PreviewText value={calculateText(shown, props.precision, props.thousands)} />
      {props.isAmountChinese ? <AmountInChinese value={shown} /> : null}
    </div>
  );
}

/**
 * The edit-mode component. A display-only calculate rendered as a void node gets no read-only twin from
 * Formily (mapReadPretty skips void fields), so it switches to the twin itself.
 */
export const JnpfCalculate = observer(function JnpfCalculate(props: JnpfCalculateProps) {
  const field = useField();
  if (field && isVoidField(field) && field.pattern === 'readPretty') return <CalculatePreview {...props} />;
  return <CalculateBox {...props} />;
});
