import type { ConfigProviderProps, ThemeConfig } from 'antd';
import type { ComponentSizeName } from '../store/settings';

export interface SizeTheme {
  componentSize: ConfigProviderProps['componentSize'];
  token: ThemeConfig['token'];
}

/**
 * The platform's four sizes (element-style names) on antd's componentSize, which has only three steps:
 * default and medium share `middle` with a lower control height for medium, small and mini share `small`
 * with a smaller font for mini, so each choice is visibly different.
 */
export function sizeTheme(size: ComponentSizeName): SizeTheme {
  switch (size) {
    case 'medium':
      return { componentSize: 'middle', token: { controlHeight: 28 } };
    case 'small':
      return { componentSize: 'small', token: {} };
    case 'mini':
      return { componentSize: 'small', token: { controlHeightSM: 20, fontSizeSM: 12, fontSize: 12 } };
    default:
      return { componentSize: 'middle', token: {} };
  }
}
