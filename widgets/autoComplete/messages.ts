import { defineMessages } from '../../engine-core/i18n';

export const autoCompleteMessages = defineMessages({
  placeholder: { zh: '请输入', zhtw: '請輸入', en: 'Please enter' },
});
