import { ConfigProvider } from 'antd';
// the ES module builds: the CommonJS `antd/locale/*` files reach the bundle as `{ default: locale }` under
// Node-style interop (this package is "type": "module"), and antd then silently falls back to English
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import AppRouter from './router/AppRouter';
import { settings } from './store/settings';
import { themeColorHex } from './theme/colors';
import { sizeTheme } from './theme/size';

const antdLocales = { zh: zhCN, zhtw: zhTW, en: enUS } as const;

/** antd's locale follows i18next; colour and size follow the settings drawer, live. */
export default function App() {
  const { i18n } = useTranslation();
  const { theme, size } = useSnapshot(settings);
  const locale = antdLocales[i18n.language as keyof typeof antdLocales] ?? zhCN;
  const sized = sizeTheme(size);
  return (
    <ConfigProvider
      locale={locale}
      componentSize={sized.componentSize}
      theme={{ token: { colorPrimary: themeColorHex[theme], borderRadius: 6, ...sized.token } }}
    >
      {/* antd's App wraps each screen but the sign-in page (router/buildRoutes), so the first page loads less */}
      <AppRouter />
    </ConfigProvider>
  );
}
