import { fixedRouteTitleKeys, titleKey } from './routeTitles';
import zh from '../i18n/locales/zh';

describe('title keys', () => {
  test('an explicit key wins', () => {
    expect(titleKey({ title: 'x', i18nKey: 'route.home', path: '/profile' }, 'en')).toBe('route.home');
  });

  test('fixed routes are known by path in every language', () => {
    expect(titleKey({ title: '个人信息', path: '/profile' }, 'zh')).toBe('route.profile');
    expect(titleKey({ title: '个人信息', path: '/profile' }, 'en')).toBe('route.profile');
  });

  test("standard sections are translated, but simplified Chinese keeps the administrator's name", () => {
    expect(titleKey({ title: '系统设置', enCode: 'system' }, 'en')).toBe('menu.system');
    expect(titleKey({ title: '系统设置', enCode: 'system' }, 'zhtw')).toBe('menu.system');
    expect(titleKey({ title: '系统设置', enCode: 'system' }, 'zh')).toBeUndefined();
  });

  test('other menus keep their server name', () => {
    expect(titleKey({ title: '会员登记', enCode: 'memberService-register' }, 'en')).toBeUndefined();
  });

  test('every fixed route key exists in the messages', () => {
    for (const key of Object.values(fixedRouteTitleKeys)) {
      const [ns, name] = key.split('.') as [keyof typeof zh, string];
      expect((zh[ns] as Record<string, unknown>)[name], key).toBeTypeOf('string');
    }
  });
});
