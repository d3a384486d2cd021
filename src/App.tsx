import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import AppRouter from './router/AppRouter';

const antdLocales = { zh: zhCN, zhtw: zhTW, en: enUS } as const;

export default function App() {
  const { i18n } = useTranslation();
  const locale = antdLocales[i18n.language as keyof typeof antdLocales] ?? zhCN;
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}>
      <AntdApp>
        <AppRouter />
      </AntdApp>
    </ConfigProvider>
  );
}
