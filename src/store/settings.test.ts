import { defaultSettings, layoutFromTheme, loadSettings, sanitizeSettings, settings, SETTINGS_KEY } from './settings';
import { readStored, writeStored } from './storage';

describe('layout from the login theme', () => {
  test.each([
    ['classic', 'classic'],
    ['functional', 'functional'],
    ['plain', 'plain'],
    ['blend', 'blend'],
    ['dark', 'classic'],
    ['', 'classic'],
    [undefined, 'classic'],
  ])('%s → %s', (theme, layout) => expect(layoutFromTheme(theme)).toBe(layout));
});

describe('settings precedence: stored values over defaults, field by field', () => {
  test('nothing stored gives the spec defaults (classic, tabs on)', () => {
    expect(sanitizeSettings(undefined)).toEqual(defaultSettings);
    expect(defaultSettings).toMatchObject({ layoutType: 'classic', tagsView: true });
  });

  test('stored values win', () => {
    const stored = { layoutType: 'blend', theme: 'red', sidebarTheme: 'light', tagsView: false, size: 'mini' };
    expect(sanitizeSettings(stored)).toEqual({ ...defaultSettings, ...stored });
  });

  test('unknown names and wrong types fall back to the default of that field only', () => {
    const result = sanitizeSettings({ layoutType: 'vertical', theme: 42, useCache: 'yes', showSearch: false });
    expect(result).toEqual({ ...defaultSettings, showSearch: false });
  });

  test.each([null, 'classic', 7, []])('a stored %j that is not an object gives the defaults', (stored) => {
    expect(sanitizeSettings(stored)).toEqual(defaultSettings);
  });
});

describe('settings persistence', () => {
  beforeEach(() => window.localStorage.clear());

  test('a change is written under the jnpf_ prefix and read back', async () => {
    settings.layoutType = 'functional';
    settings.theme = 'green';
    settings.tagsIcon = false;
    await Promise.resolve(); // valtio notifies subscribers in a microtask
    const raw = window.localStorage.getItem(`jnpf_${SETTINGS_KEY}`);
    expect(raw && JSON.parse(raw)).toMatchObject({ layoutType: 'functional', theme: 'green', tagsIcon: false });
    expect(loadSettings()).toMatchObject({ layoutType: 'functional', theme: 'green', tagsIcon: false });
  });

  test('a damaged entry still loads', () => {
    writeStored(SETTINGS_KEY, { layoutType: 'plain', size: 'huge' });
    expect(loadSettings()).toMatchObject({ layoutType: 'plain', size: 'default' });
    expect(readStored(SETTINGS_KEY, null)).toEqual({ layoutType: 'plain', size: 'huge' });
  });
});
