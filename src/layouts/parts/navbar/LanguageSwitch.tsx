import { Dropdown, type MenuProps } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languageCodes, languages, type Language } from '../../../i18n/languages';
import { changeLanguage } from '../../../session/preferences';
import styles from '../../layout.module.css';

/** Simplified Chinese, traditional Chinese, English; switches live and is remembered here and on the server. */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const items: MenuProps['items'] = languages.map((lng) => ({
    key: lng,
    label: <span data-testid={`language-${lng}`}>{languageCodes[lng].label}</span>,
  }));
  return (
    <Dropdown
      menu={{
        items,
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => changeLanguage(key as Language),
      }}
      placement="bottomRight"
      trigger={['click']}
    >
      <button type="button" className={styles.tool} aria-label={t('layout.language')} data-testid="language-switch">
        <TranslationOutlined />
      </button>
    </Dropdown>
  );
}
