import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/** The theme tokens a cell's view is drawn with (inputTable.css), as CSS variables for the table's host. */
export function cellViewTokens(token: GlobalToken): CSSProperties {
  return {
    '--jnpf-cell-height': `${token.controlHeight}px`,
    '--jnpf-cell-border': token.colorBorder,
    '--jnpf-cell-radius': `${token.borderRadius}px`,
    '--jnpf-cell-bg': token.colorBgContainer,
    '--jnpf-cell-hover': token.colorPrimaryHover,
    '--jnpf-cell-padding': `${token.paddingSM - token.lineWidth}px`,
    '--jnpf-cell-text': token.colorText,
    '--jnpf-cell-font': `${token.fontSize}px`,
    '--jnpf-cell-placeholder': token.colorTextPlaceholder,
    '--jnpf-cell-disabled-bg': token.colorBgContainerDisabled,
  } as CSSProperties;
}
