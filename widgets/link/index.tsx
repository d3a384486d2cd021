import type { MouseEvent } from 'react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { useScriptEvent } from '../../engine-core/scriptContext';
import { toReactStyle, type DesignerTextStyle } from '../text/textStyle';
import { safeHref } from './safeHref';

export interface JnpfLinkProps {
  content?: string;
  href?: string;
  target?: '_self' | '_blank' | string;
  textStyle?: DesignerTextStyle;
}

/** `link` (链接): a text link; a click runs the model's `on.click` script, then follows href (if safe). */
export function JnpfLink({ content, href, target = '_self', textStyle }: JnpfLinkProps) {
  const onClickScript = useScriptEvent('click');
  const url = safeHref(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClickScript?.(event);
    if (!url) event.preventDefault();
  };
  return (
    <p className="jnpf-link" style={{ margin: 0, lineHeight: '32px', ...toReactStyle(textStyle) }}>
      <a
        href={url ?? '#'}
        target={url ? target : undefined}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        onClick={handleClick}
        style={{ wordBreak: 'break-all' }}
      >
        {content}
      </a>
    </p>
  );
}

const entry: WidgetEntry = {
  key: 'link',
  component: JnpfLink,
  readPretty: JnpfLink,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'display',
  sample: { props: { content: '文本链接', href: 'https://example.com', target: '_blank' }, display: '文本链接' },
};

export default entry;
