import { Divider } from 'antd';
import type { WidgetEntry } from '../../engine-core/widgetTypes';

export interface JnpfDividerProps {
  content?: string;
  contentPosition?: 'left' | 'center' | 'right';
}

/** `divider` (分割线): a horizontal rule with optional text placed left, centre or right. */
export function JnpfDivider({ content, contentPosition = 'center' }: JnpfDividerProps) {
  return (
    <Divider className="jnpf-divider" orientation={contentPosition} style={{ margin: '8px 0' }}>
      {content || undefined}
    </Divider>
  );
}

const entry: WidgetEntry = {
  key: 'divider',
  component: JnpfDivider,
  readPretty: JnpfDivider,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'layout',
  sample: { props: { content: '我是分割线', contentPosition: 'left' }, display: '我是分割线' },
};

export default entry;
