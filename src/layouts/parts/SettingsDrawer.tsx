import type { CSSProperties, ReactNode } from 'react';
import { Button, Divider, Drawer, Radio, Segmented, Switch, theme, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import {
  componentSizes,
  layoutTypes,
  resetSettings,
  settings,
  themeColors,
  type ComponentSizeName,
  type Settings,
  type SidebarTheme,
} from '../../store/settings';
import { appState } from '../../store/app';
import { themeColorHex } from '../../theme/colors';
import { changeLanguage, changeLayout } from '../../session/preferences';
import { languageCodes, languages, type Language } from '../../i18n/languages';
import LayoutPreview from './LayoutPreview';
import styles from './settingsDrawer.module.css';

type FlagKey = 'tagsView' | 'tagsIcon' | 'useCache' | 'showLanguage' | 'showSearch';
const FLAGS: FlagKey[] = ['tagsView', 'tagsIcon', 'useCache', 'showLanguage', 'showSearch'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h4 className={styles.heading}>{title}</h4>
      {children}
    </section>
  );
}

/** The layouts, each drawn as a small preview in the current sidebar theme. */
function LayoutSection() {
  const { t } = useTranslation();
  const s = useSnapshot(settings) as Readonly<Settings>;
  return (
    <Section title={t('settings.layout')}>
      <div className={styles.layouts}>
        {layoutTypes.map((layout) => (
          <button
            key={layout}
            type="button"
            className={`${styles.layoutCard} ${s.layoutType === layout ? styles.layoutCardActive : ''}`}
            onClick={() => changeLayout(layout)}
            data-testid={`layout-${layout}`}
            aria-pressed={s.layoutType === layout}
          >
            <LayoutPreview layout={layout} dark={s.sidebarTheme === 'dark'} />
            {t(`settings.layouts.${layout}`)}
          </button>
        ))}
      </div>
    </Section>
  );
}

/** The theme colours as swatches, the current one ticked. */
function ThemeColorSection() {
  const { t } = useTranslation();
  const s = useSnapshot(settings) as Readonly<Settings>;
  return (
    <Section title={t('settings.themeColor')}>
      <div className={styles.swatches}>
        {themeColors.map((color) => (
          <Tooltip key={color} title={t(`settings.colors.${color}`)}>
            <button
              type="button"
              className={styles.swatch}
              style={{ background: themeColorHex[color] }}
              onClick={() => (settings.theme = color)}
              aria-label={t(`settings.colors.${color}`)}
              aria-pressed={s.theme === color}
              data-testid={`theme-${color}`}
            >
              {s.theme === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
    </Section>
  );
}

/** The settings drawer (280px): every choice applies at once and is persisted (src/store/settings). */
export default function SettingsDrawer() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const s = useSnapshot(settings) as Readonly<Settings>;
  const { settingsDrawerOpen } = useSnapshot(appState);
  const close = () => (appState.settingsDrawerOpen = false);

  return (
    <Drawer
      title={t('settings.title')}
      width={280}
      open={settingsDrawerOpen}
      onClose={close}
      data-testid="settings-drawer"
      styles={{ body: { '--setting-active': token.colorPrimary } as CSSProperties }}
    >
      <LayoutSection />
      <Section title={t('settings.sidebarTheme')}>
        <Radio.Group
          value={s.sidebarTheme}
          onChange={(e) => (settings.sidebarTheme = e.target.value as SidebarTheme)}
          optionType="button"
          options={[
            { value: 'dark', label: <span data-testid="sidebar-dark">{t('settings.dark')}</span> },
            { value: 'light', label: <span data-testid="sidebar-light">{t('settings.light')}</span> },
          ]}
        />
      </Section>
      <ThemeColorSection />
      <Section title={t('settings.interface')}>
        {FLAGS.map((key) => (
          <div className={styles.row} key={key}>
            <span id={`setting-${key}-label`}>{t(`settings.${key}`)}</span>
            <Switch
              aria-labelledby={`setting-${key}-label`}
              size="small"
              checked={s[key]}
              onChange={(on) => (settings[key] = on)}
              data-testid={`switch-${key}`}
            />
          </div>
        ))}
      </Section>
      <Section title={t('settings.size')}>
        <Segmented
          block
          value={s.size}
          onChange={(v) => (settings.size = v as ComponentSizeName)}
          options={componentSizes.map((size) => ({ value: size, label: t(`settings.sizes.${size}`) }))}
          data-testid="size-select"
        />
      </Section>
      <Section title={t('layout.language')}>
        <Segmented
          block
          value={i18n.language}
          onChange={(v) => changeLanguage(v as Language)}
          options={languages.map((lng) => ({
            value: lng,
            label: languageCodes[lng].short,
            title: languageCodes[lng].label,
          }))}
        />
      </Section>
      <Divider />
      <Button block onClick={() => resetSettings()} data-testid="settings-reset">
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
