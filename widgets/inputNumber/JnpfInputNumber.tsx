import { useCallback } from 'react';
import { InputNumber } from 'antd';
import type { InputNumberProps } from 'antd';
import { thousands as withSeparators, toFixedText } from '../../engine-core/format/thousands';
import { boundBreach } from '../../contract/numberBounds';
import { useEngineLanguage } from '../../engine-core/i18n';
import { WithAddons } from '../input/WithAddons';
import { boundBreachText } from '../shared/numberBoundMessages';
import { useValueCheck } from '../shared/useValueCheck';
import { AmountInChinese } from './AmountInChinese';

export type NumberValue = number | string | null | undefined;

/** Designer props of `inputNumber` (docs/widgets.md), beside antd's own. */
export interface JnpfInputNumberProps extends Omit<
  InputNumberProps<number>,
  'onChange' | 'value' | 'formatter' | 'parser' | 'addonBefore' | 'addonAfter'
> {
  value?: NumberValue;
  onChange?: (value: number | null) => void;
  /** thousands separators, applied when the user is not typing */
  thousands?: boolean;
  /** the amount in Chinese capitals under the input */
  isAmountChinese?: boolean;
  addonBefore?: string;
  addonAfter?: string;
  readonly?: boolean;
}

const stripSeparators = (text: string | undefined) => (text ?? '').replace(/,/g, '');

/**
 * `inputNumber` (数字输入): antd InputNumber. antd rounds the value to `precision` when the field loses focus;
 * with `thousands` the text is shown with separators except while the user types.
 *
 * `min`/`max` are NOT given to antd, which would clamp a typed 12345678 to the max on blur without a word.
 * Our choice: the value stays as typed, the field says 不能大于{max} (不能小于{min}) and the form refuses to
 * submit until it is corrected; the server refuses the same record (contract/numberBounds.ts).
 */
export function JnpfInputNumber({
  value,
  onChange,
  thousands,
  isAmountChinese,
  addonBefore,
  addonAfter,
  readonly,
  readOnly,
  precision,
  style,
  min,
  max,
  ...rest
}: JnpfInputNumberProps) {
  const lang = useEngineLanguage();
  useValueCheck((next) => boundBreachText(boundBreach(next, min, max), lang));
  const digits = typeof precision === 'number' && precision >= 0 ? precision : undefined;
  const formatter = useCallback(
    (text: string | number | undefined, info: { userTyping: boolean; input: string }) => {
      // while typing, keep exactly what the user typed ("1." must not become "1")
      if (info.userTyping) return info.input;
      const raw = text === undefined ? '' : String(text);
      if (raw === '' || raw === '-') return raw;
      return withSeparators(raw, digits);
    },
    [digits],
  );
  const numeric = value === '' || value === undefined ? null : value;
  return (
    <div className="jnpf-input-number">
      <WithAddons addonBefore={addonBefore} addonAfter={addonAfter}>
        <InputNumber<number>
          {...rest}
          value={numeric as number | null}
          precision={digits}
          readOnly={Boolean(readonly ?? readOnly)}
          style={{ width: '100%', ...(addonBefore || addonAfter ? { flex: 1 } : {}), ...style }}
          formatter={thousands ? formatter : undefined}
          parser={thousands ? (text) => stripSeparators(text) as unknown as number : undefined}
          onChange={(next) => onChange?.(next === undefined ? null : next)}
        />
      </WithAddons>
      {isAmountChinese ? <AmountInChinese value={numeric} /> : null}
    </div>
  );
}

/** The text of a stored number as the field shows it when not editing: fixed to precision, separators if asked. */
export function formatNumberText(value: NumberValue, precision?: number, thousands?: boolean): string {
  if (value === undefined || value === null || value === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  const digits = typeof precision === 'number' && precision >= 0 ? precision : undefined;
  return thousands ? withSeparators(number, digits) : toFixedText(number, digits);
}
