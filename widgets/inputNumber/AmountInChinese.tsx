import { amountInChinese } from '../../engine-core/format/amountInChinese';
import { useEngineLanguage } from '../../engine-core/i18n';

/** The capital-letter amount shown under a number (数字较大溢出 past 15 integer digits); nothing when empty. */
export function AmountInChinese({ value }: { value: unknown }) {
  const lang = useEngineLanguage();
  const text = amountInChinese(value, lang);
  if (!text) return null;
  return (
    <div className="jnpf-amount-chinese" style={{ color: '#8c8c8c', lineHeight: '22px', wordBreak: 'break-all' }}>
      {text}
    </div>
  );
}
