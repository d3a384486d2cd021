import type { ReactNode } from 'react';

/** Icon classes the designer offers (icon-ym …, ym-custom …, Font Awesome, antd) rather than literal text. */
const ICON_CLASS = /^(icon-|ym-|fa-?|el-icon|anticon|iconfont)/;

/**
 * A prefix/suffix of the input: the designer stores either an icon class ("icon-ym icon-ym-search") or plain
 * text ("kg"). Icon classes render as an <i>, anything else as text.
 */
export function affixIcon(spec: unknown): ReactNode {
  if (typeof spec !== 'string' || !spec.trim()) return undefined;
  const tokens = spec.trim().split(/\s+/);
  if (tokens.every((t) => /^[\w-]+$/.test(t)) && tokens.some((t) => ICON_CLASS.test(t))) {
    return <i className={spec.trim()} aria-hidden="true" />;
  }
  return <span className="jnpf-input-affix-text">{spec}</span>;
}
