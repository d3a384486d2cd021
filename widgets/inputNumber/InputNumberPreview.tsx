import { PreviewText } from '../shared/PreviewText';
import { AmountInChinese } from './AmountInChinese';
import { formatNumberText, type NumberValue } from './JnpfInputNumber';

export interface InputNumberPreviewProps {
  value?: NumberValue;
  precision?: number;
  thousands?: boolean;
  isAmountChinese?: boolean;
  addonBefore?: string;
  addonAfter?: string;
}

/** The read-only twin of `inputNumber`: the number as formatted in the field, and the Chinese amount if asked. */
export function InputNumberPreview({
  value,
  precision,
  thousands,
  isAmountChinese,
  addonBefore,
  addonAfter,
}: InputNumberPreviewProps) {
  const text = formatNumberText(value, precision, thousands);
  if (!text) return <PreviewText value="" />;
  return (
    <PreviewText>
      {addonBefore ? <span className="jnpf-preview-addon">{addonBefore}</span> : null}
      {text}
      {addonAfter ? <span className="jnpf-preview-addon">{addonAfter}</span> : null}
      {isAmountChinese ? <AmountInChinese value={value} /> : null}
    </PreviewText>
  );
}
