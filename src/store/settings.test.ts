import { layoutFromTheme } from './settings';

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
