import { defineMessages } from '../../engine-core/i18n';

export const unavailableMessages = defineMessages({
  notOpen: {
    zh: '{name}（{key}）组件暂未开放',
    zhtw: '{name}（{key}）元件暫未開放',
    en: '{name} ({key}) is not available yet',
  },
  unknown: { zh: '未知组件：{key}', zhtw: '未知元件：{key}', en: 'Unknown widget: {key}' },
  kept: { zh: '已保存的值：{value}', zhtw: '已儲存的值：{value}', en: 'Saved value: {value}' },
});
