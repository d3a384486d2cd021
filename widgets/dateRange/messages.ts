import { defineMessages } from '../../engine-core/i18n';

/** Words of the range widgets (dateRange, timeRange, numberRange). */
export const rangeMessages = defineMessages({
  separator: { zh: '至', zhtw: '至', en: '~' },
  startDate: { zh: '开始日期', zhtw: '開始日期', en: 'Start date' },
  endDate: { zh: '结束日期', zhtw: '結束日期', en: 'End date' },
  startTime: { zh: '开始时间', zhtw: '開始時間', en: 'Start time' },
  endTime: { zh: '结束时间', zhtw: '結束時間', en: 'End time' },
  min: { zh: '最小值', zhtw: '最小值', en: 'Min' },
  max: { zh: '最大值', zhtw: '最大值', en: 'Max' },
});
