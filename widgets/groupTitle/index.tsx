import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { WidgetEntry } from '../../engine-core/widgetTypes';

export interface JnpfGroupTitleProps {
  content?: string;
  contentPosition?: 'left' | 'center' | 'right';
  /** shown in a tooltip on a help icon after the title */
  helpMessage?: string;
}

/** `groupTitle` (分组标题): a section heading with an optional help tooltip. */
export function JnpfGroupTitle({ content, contentPosition = 'left', helpMessage }: JnpfGroupTitleProps) {
  return (
    <div
      className="jnpf-group-title"
      role="heading"
      aria-level={3}
      style={{
        width: '100%',
        textAlign: contentPosition,
        fontSize: 16,
        lineHeight: '32px',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        marginBottom: 8,
      }}
    >
      <span>{content}</span>
      {helpMessage ? (
        <Tooltip title={helpMessage}>
          <QuestionCircleOutlined
            className="jnpf-group-title-help"
            aria-label={helpMessage}
            style={{ marginLeft: 4, fontSize: 14, color: 'rgba(0, 0, 0, 0.45)', cursor: 'help' }}
          />
        </Tooltip>
      ) : null}
    </div>
  );
}

const entry: WidgetEntry = {
  key: 'groupTitle',
  component: JnpfGroupTitle,
  readPretty: JnpfGroupTitle,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'layout',
  sample: { props: { content: '分组标题', helpMessage: '帮助' }, display: '分组标题' },
};

export default entry;
