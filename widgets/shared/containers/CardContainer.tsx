import { Card } from 'antd';
import type { ReactNode } from 'react';
import { GridLayout } from './GridLayout';

export interface CardContainerProps {
  header?: ReactNode;
  /** always: a permanent shadow; hover: shadow on hover; never (default): a flat bordered card */
  shadow?: 'always' | 'hover' | 'never';
  gutter?: number;
}

const alwaysShadow = '0 2px 12px 0 rgba(0, 0, 0, 0.1)';

/** `card` (卡片容器): a titled card; its children in the same grid as the form. */
export function CardContainer({ header, shadow = 'never', gutter }: CardContainerProps) {
  return (
    <Card
      className="jnpf-card"
      size="small"
      title={header || undefined}
      hoverable={shadow === 'hover'}
      style={{ width: '100%', marginBottom: 16, boxShadow: shadow === 'always' ? alwaysShadow : undefined }}
      data-shadow={shadow}
    >
      <GridLayout gutter={gutter} />
    </Card>
  );
}
