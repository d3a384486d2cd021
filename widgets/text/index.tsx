import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { toReactStyle, type DesignerTextStyle } from './textStyle';

export interface JnpfTextProps {
  content?: string;
  textStyle?: DesignerTextStyle;
}

/** `text` (文本): static text styled as designed; the same in the read-only view. */
export function JnpfText({ content, textStyle }: JnpfTextProps) {
  return (
    <p
      className="jnpf-text"
      style={{ margin: 0, padding: '3px 0', whiteSpace: 'pre-wrap', ...toReactStyle(textStyle) }}
    >
      {content}
    </p>
  );
}

const entry: WidgetEntry = {
  key: 'text',
  component: JnpfText,
  readPretty: JnpfText,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'display',
  sample: { props: { content: '这是一段文字', textStyle: { 'font-size': 14 } }, display: '这是一段文字' },
};

export default entry;
