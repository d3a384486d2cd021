import { Collapse } from 'antd';
import { RecursionField, useFieldSchema } from '@formily/react';
import { useScriptEvent } from '../../../engine-core/scriptContext';
import { childSchemas, componentPropsOf } from './childSchemas';
import { GridLayout } from './GridLayout';
import { paneKey, type PaneProps } from './TabContainer';

export interface CollapseContainerProps {
  /** panels open at first (__config__.active: collapseItem names) */
  active?: Array<string | number> | string | number;
  accordion?: boolean;
  ghost?: boolean;
  /** designer values left/right; antd's start/end accepted too */
  expandIconPosition?: 'left' | 'right' | 'start' | 'end';
}

function toArray(active: CollapseContainerProps['active']): string[] {
  if (active === undefined || active === null || active === '') return [];
  return (Array.isArray(active) ? active : [active]).map(String);
}

/**
 * `collapse` (折叠面板): children are `collapseItem` panels. Closed panels are rendered too (forceRender) so
 * their fields take part in submit and validation.
 */
export function CollapseContainer({ active, accordion, ghost, expandIconPosition }: CollapseContainerProps) {
  const schema = useFieldSchema();
  const onChange = useScriptEvent('change');
  const open = toArray(active);
  return (
    <Collapse
      className="jnpf-collapse"
      accordion={accordion}
      ghost={ghost}
      defaultActiveKey={accordion ? open.slice(0, 1) : open}
      expandIconPosition={expandIconPosition === 'right' || expandIconPosition === 'end' ? 'end' : 'start'}
      onChange={(keys) => onChange?.(keys)}
      items={childSchemas(schema).map(({ name, schema: child }) => {
        const props = componentPropsOf(child) as PaneProps;
        return {
          key: paneKey(props, name),
          label: props.title ?? name,
          forceRender: true,
          children: <RecursionField schema={child} name={name} />,
        };
      })}
      style={{ width: '100%', marginBottom: 16 }}
    />
  );
}

/** `collapseItem`: one panel; its children in the grid. */
export function CollapseItemContainer({ gutter }: PaneProps & { gutter?: number }) {
  return <GridLayout gutter={gutter} />;
}
