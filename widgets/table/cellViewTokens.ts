import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/es/helpers';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/**
 * The cells' top and bottom padding that makes a row of controls exactly as tall as antd's virtual list
 * assumes a small table's row to be (2 × paddingXS + one line of text + the border): its estimate of the rows
 * not mounted is then right, and a jump to a far row (添加 at the end, a failed check) lands in one pass.
 */
const rowPadding = (token: GlobalToken) =>
  Math.max(0, token.paddingXS + (Math.floor(token.fontSize * token.lineHeight) - token.controlHeight) / 2);

/** antd's own icon as a CSS image in the given colour: a cell's view draws its mark without any element */
const iconImage = (icon: IconDefinition, color: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(renderIconDefinitionToSVGElement(icon, { extraSVGAttrs: { xmlns: 'http://www.w3.org/2000/svg', fill: color } }))}")`;

/** The theme tokens a cell's view is drawn with (inputTable.css), as CSS variables for the table's host. */
export function cellViewTokens(token: GlobalToken): CSSProperties {
  return {
    '--jnpf-row-padding': `${rowPadding(token)}px`,
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
    '--jnpf-cell-icon-select': iconImage(DownOutlined, token.colorTextPlaceholder),
    '--jnpf-cell-icon-date': iconImage(CalendarOutlined, token.colorTextPlaceholder),
    '--jnpf-cell-icon-clear': iconImage(CloseCircleFilled, token.colorTextPlaceholder),
  } as CSSProperties;
}
