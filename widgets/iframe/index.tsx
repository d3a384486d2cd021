import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { safeHref } from '../link/safeHref';

export interface JnpfIframeProps {
  href?: string;
  /** px, default 300 */
  height?: number;
  borderType?: string;
  borderColor?: string;
  /** px */
  borderWidth?: number;
}

/** `iframe`: an embedded page, 300 px high and with a 1px solid border unless designed otherwise. */
export function JnpfIframe({ href, height, borderType = 'solid', borderColor, borderWidth = 1 }: JnpfIframeProps) {
  const src = safeHref(href);
  return (
    <iframe
      className="jnpf-iframe"
      title={src ?? 'iframe'}
      src={src}
      style={{
        display: 'block',
        width: '100%',
        height: (Number(height) || 300) + 'px',
        border: `${borderWidth}px ${borderType}${borderColor ? ` ${borderColor}` : ''}`,
      }}
    />
  );
}

const entry: WidgetEntry = {
  key: 'iframe',
  component: JnpfIframe,
  readPretty: JnpfIframe,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'display',
  sample: { props: { href: 'https://example.com/' } },
};

export default entry;
