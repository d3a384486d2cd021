import { defineMessages, engineLanguage, formatMessage, setEngineLanguage } from './i18n';

const m = defineMessages({
  required: { zh: '{label}不能为空', zhtw: '{label}不能為空', en: '{label} is required' },
});

describe('engine messages', () => {
  afterEach(() => setEngineLanguage('zh'));
  test('placeholders are filled in the current language', () => {
    expect(formatMessage(m.required, { label: '名称' })).toBe('名称不能为空');
    setEngineLanguage('en');
    expect(engineLanguage()).toBe('en');
    expect(formatMessage(m.required, { label: 'Name' })).toBe('Name is required');
    expect(formatMessage(m.required, { label: '名稱' }, 'zhtw')).toBe('名稱不能為空');
  });
  test('unknown placeholders stay visible rather than vanish', () => {
    expect(formatMessage(m.required, {})).toBe('{label}不能为空');
  });
});
