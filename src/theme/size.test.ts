import { componentSizes } from '../store/settings';
import { sizeTheme } from './size';

describe('component sizes', () => {
  test('default is antd’s middle size with no overrides', () => {
    expect(sizeTheme('default')).toEqual({ componentSize: 'middle', token: {} });
  });

  test('each of the four sizes looks different', () => {
    const seen = new Set(componentSizes.map((s) => JSON.stringify(sizeTheme(s))));
    expect(seen.size).toBe(4);
  });

  test('small and mini use antd’s small controls', () => {
    expect(sizeTheme('small').componentSize).toBe('small');
    expect(sizeTheme('mini').componentSize).toBe('small');
  });
});
