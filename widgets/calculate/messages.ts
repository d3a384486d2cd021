import { defineMessages } from '../../engine-core/i18n';

/** the platform's placeholders of the calculate field */
export const calculateMessages = defineMessages({
  stored: {
    zh: '用于展示计算结果，且数据同时会保存入库',
    zhtw: '用於展示計算結果，且資料同時會儲存入庫',
    en: 'Shows the calculated result, which is also saved',
  },
  notStored: {
    zh: '用于展示计算结果，且数据不会保存',
    zhtw: '用於展示計算結果，且資料不會儲存',
    en: 'Shows the calculated result, which is not saved',
  },
});
