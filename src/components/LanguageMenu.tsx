import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { theme } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languageCodes, languages, type Language } from '../i18n/languages';
import { changeLanguage } from '../session/preferences';
import styles from './languageMenu.module.css';

/**
 * The language switch of the sign-in page: the navbar's LanguageSwitch look (an icon button opening a menu of
 * 简体中文 / 繁體中文 / English) without antd's Dropdown and Menu, which would double what the page downloads.
 * A menu button as WAI-ARIA describes it: arrows, Home/End, Enter/Space choose, Escape closes.
 */
export default function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const menuId = useId();
  const current = languages.indexOf(i18n.language as Language);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const focusItem = (index: number) => {
    const n = languages.length;
    itemRefs.current[((index % n) + n) % n]?.focus();
  };
  const openAt = (index: number) => {
    setOpen(true);
    // once the list has rendered
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (lng: Language) => {
    close(true);
    if (lng !== i18n.language) changeLanguage(lng);
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowDown' ? Math.max(current, 0) : languages.length - 1);
    }
  };
  const onItemKey = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (e.key in moves) focusItem(moves[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') choose(languages[index]);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  const colours = {
    '--lang-primary': token.colorPrimary,
    '--lang-active-bg': token.controlItemBgActive,
    '--lang-active-hover-bg': token.controlItemBgActiveHover,
  } as CSSProperties;
  return (
    <div className={styles.root} ref={rootRef} style={colours}>
      <button
        ref={buttonRef}
        type="button"
        className={open ? `${styles.tool} ${styles.toolOpen}` : styles.tool}
        aria-label={t('layout.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="language-switch"
        // a click by keyboard (Enter/Space: detail 0) moves focus into the menu, a mouse click does not
        onClick={(e) => (open ? close(false) : e.detail === 0 ? openAt(Math.max(current, 0)) : setOpen(true))}
        onKeyDown={onButtonKey}
      >
        <TranslationOutlined />
      </button>
      {open && (
        <ul className={styles.menu} role="menu" id={menuId} aria-label={t('layout.language')}>
          {languages.map((lng, index) => (
            <li
              key={lng}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              role="menuitemradio"
              aria-checked={index === current}
              tabIndex={-1}
              className={styles.item}
              data-testid={`language-${lng}`}
              onClick={() => choose(lng)}
              onKeyDown={(e) => onItemKey(e, index)}
            >
              {languageCodes[lng].label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
