import { defineMessages } from '../i18n';

/** Words of the formatting helpers; zh is the spec's wording. `{s}` is the English plural ending. */
export const formatMessages = defineMessages({
  amountOverflow: { zh: '数字较大溢出', zhtw: '數字較大溢出', en: 'Number too large' },
  justNow: { zh: '刚刚', zhtw: '剛剛', en: 'just now' },
  minutesAgo: { zh: '{n}分钟前', zhtw: '{n}分鐘前', en: '{n} minute{s} ago' },
  hoursAgo: { zh: '{n}小时前', zhtw: '{n}小時前', en: '{n} hour{s} ago' },
  daysAgo: { zh: '{n}天前', zhtw: '{n}天前', en: '{n} day{s} ago' },
  weeksAgo: { zh: '{n}周前', zhtw: '{n}週前', en: '{n} week{s} ago' },
  monthsAgo: { zh: '{n}个月前', zhtw: '{n}個月前', en: '{n} month{s} ago' },
});
