import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { theme } from 'antd';
import styles from './loginTabs.module.css';

export interface LoginTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface Props {
  items: LoginTab[];
  activeKey: string;
  onChange(key: string): void;
}

/**
 * The sign-in modes as centred tabs that look like antd's <Tabs centered> (sliding ink bar, primary-coloured
 * active tab) without rc-tabs, whose overflow menu brings rc-menu and rc-dropdown into the first download.
 * Tab and tabpanel roles; arrows, Home and End move between tabs; a pane, once shown, stays mounted (hidden) like
 * antd's, so what was typed survives a switch.
 */
export default function LoginTabs({ items, activeKey, onChange }: Props) {
  const { token } = theme.useToken();
  const [visited, setVisited] = useState(() => new Set([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set(visited).add(activeKey));
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLDivElement>());
  const ink = useInkBar(activeKey, listRef, tabRefs);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const n = items.length;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: n - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = items[(moves[e.key] + n) % n].key;
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  const colours = {
    '--tabs-primary': token.colorPrimary,
    '--tabs-hover': token.colorPrimaryHover,
    '--tabs-active': token.colorPrimaryActive,
    '--tabs-focus': token.colorPrimaryBorder,
    '--tabs-line': token.colorBorderSecondary,
  } as CSSProperties;
  return (
    <div className={styles.tabs} style={colours}>
      <div className={styles.nav}>
        <div className={styles.list} role="tablist" ref={listRef}>
          {items.map((item, index) => (
            <div
              key={item.key}
              className={item.key === activeKey ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => onChange(item.key)}
            >
              {/* the focusable part is the label, as in antd: its focus ring hugs the text */}
              <div
                ref={(el) => {
                  if (el) tabRefs.current.set(item.key, el);
                  else tabRefs.current.delete(item.key);
                }}
                role="tab"
                id={`login-tab-${item.key}`}
                aria-selected={item.key === activeKey}
                aria-controls={`login-panel-${item.key}`}
                tabIndex={item.key === activeKey ? 0 : -1}
                className={styles.btn}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                {item.label}
              </div>
            </div>
          ))}
          {ink && <div className={styles.ink} style={ink} />}
        </div>
      </div>
      {items
        .filter((item) => visited.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`login-panel-${item.key}`}
            aria-labelledby={`login-tab-${item.key}`}
            hidden={item.key !== activeKey}
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}

/** Where the ink bar goes under the active tab, measured again when the labels change width. */
function useInkBar(
  activeKey: string,
  listRef: RefObject<HTMLDivElement | null>,
  tabRefs: RefObject<Map<string, HTMLDivElement>>,
) {
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const tab = tabRefs.current?.get(activeKey)?.getBoundingClientRect();
      const list = listRef.current?.getBoundingClientRect();
      // centred on the tab and shifted back by half its width, as rc-tabs places it (same sub-pixel edges)
      if (tab && list) setInk({ left: tab.left - list.left + tab.width / 2, width: tab.width });
    };
    measure();
    // a language switch or a late web font changes the labels' widths
    if (typeof ResizeObserver === 'undefined' || !listRef.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(listRef.current);
    return () => observer.disconnect();
  }, [activeKey, listRef, tabRefs]);
  return ink;
}
