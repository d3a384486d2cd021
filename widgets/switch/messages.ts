import { defineMessages } from '../../engine-core/i18n';

export const switchMessages = defineMessages({
  on: { zh: '开', zhtw: '開', en: 'On' },
  off: { zh: '关', zhtw: '關', en: 'Off' },
});
