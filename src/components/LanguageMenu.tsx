import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { theme } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languageCodes, languages, type Language } from '../i18n/languages';
import { changeLanguage } from '../session/preferences';
import styles from './languageMenu.module.css';

/**
 * The language switch of the sign-in page: the navbar's LanguageSwitch look (an icon button opening a menu of
 * 简体中文 / 繁體中文 / English) without antd's Dropdown and Menu (rc-menu, rc-overflow: some 25 KB gzip on the page).
 * A menu button (role menu, the checked item a menuitemradio) for the keyboard too: arrows, Home/End, Enter/Space
 * choose, Escape closes.
 */
export default function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const menu = useMenuButton(languages.indexOf(i18n.language as Language), (index) => {
    if (languages[index] !== i18n.language) changeLanguage(languages[index]);
  });
  const colours = {
    '--lang-primary': token.colorPrimary,
    '--lang-active-bg': token.controlItemBgActive,
    '--lang-active-hover-bg': token.controlItemBgActiveHover,
  } as CSSProperties;
  return (
    <div className={styles.root} ref={menu.rootRef} style={colours}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={menu.open ? `${styles.tool} ${styles.toolOpen}` : styles.tool}
        aria-label={t('layout.language')}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.menuId : undefined}
        data-testid="language-switch"
        onClick={menu.onButtonClick}
        onKeyDown={menu.onButtonKey}
      >
        <TranslationOutlined />
      </button>
      {menu.open && (
        <ul className={styles.menu} role="menu" id={menu.menuId} aria-label={t('layout.language')}>
          {languages.map((lng, index) => (
            <li
              key={lng}
              ref={(el) => {
                menu.itemRefs.current[index] = el;
              }}
              role="menuitemradio"
              aria-checked={index === menu.current}
              tabIndex={-1}
              className={styles.item}
              data-testid={`language-${lng}`}
              onClick={() => menu.choose(index)}
              onKeyDown={(e) => menu.onItemKey(e, index)}
            >
              {languageCodes[lng].label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Open state, focus and keys of a menu button over `languages.length` items; `current` is the checked one. */
function useMenuButton(current: number, onChoose: (index: number) => void) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const menuId = useId();
  const n = languages.length;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const focusItem = (index: number) => itemRefs.current[((index % n) + n) % n]?.focus();
  const openAt = (index: number) => {
    setOpen(true);
    // once the list has rendered
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    close(true);
    onChoose(index);
  };
  // a click by keyboard (Enter/Space: detail 0) moves focus into the menu, a mouse click does not
  const onButtonClick = (e: ReactMouseEvent<HTMLButtonElement>) =>
    open ? close(false) : e.detail === 0 ? openAt(Math.max(current, 0)) : setOpen(true);
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    openAt(e.key === 'ArrowDown' ? Math.max(current, 0) : n - 1);
  };
  const onItemKey = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (e.key in moves) focusItem(moves[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') choose(index);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };
  return { open, current, rootRef, buttonRef, itemRefs, menuId, choose, onButtonClick, onButtonKey, onItemKey };
}
