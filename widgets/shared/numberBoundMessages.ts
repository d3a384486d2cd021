import type { BoundBreach } from '../../contract/numberBounds';
import { defineMessages, formatMessage, type EngineLanguage } from '../../engine-core/i18n';

/** What the number widgets say instead of changing a value silently. */
export const numberBoundMessages = defineMessages({
  max: { zh: '不能大于{limit}', zhtw: '不能大於{limit}', en: 'Must not be greater than {limit}' },
  min: { zh: '不能小于{limit}', zhtw: '不能小於{limit}', en: 'Must not be less than {limit}' },
  reversed: {
    zh: '最小值不能大于最大值',
    zhtw: '最小值不能大於最大值',
    en: 'The minimum must not be greater than the maximum',
  },
});

export function boundBreachText(breach: BoundBreach | null, lang: EngineLanguage): string {
  return breach ? formatMessage(numberBoundMessages[breach.bound], { limit: breach.limit }, lang) : '';
}
