import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import AppRouter from './router/AppRouter';
import AntdAppRoot from './components/AntdAppRoot';
import { antdLocale } from './i18n/antdLocale';
import { currentLanguage } from './i18n';
import { settings } from './store/settings';
import { accessibleComponents, themeColorHex, themeTokens } from './theme/colors';
import { sizeTheme } from './theme/size';

/** antd's locale follows i18next; colour and size follow the settings drawer, live. */
export default function App() {
  // re-renders on a language switch
  useTranslation();
  const { theme, size } = useSnapshot(settings);
  const locale = antdLocale(currentLanguage());
  const sized = sizeTheme(size);
  return (
    <ConfigProvider
      locale={locale}
      componentSize={sized.componentSize}
      theme={{
        token: { ...themeTokens(themeColorHex[theme]), borderRadius: 6, ...sized.token },
        components: accessibleComponents,
      }}
    >
      <AntdAppRoot>
        <AppRouter />
      </AntdAppRoot>
    </ConfigProvider>
  );
}
