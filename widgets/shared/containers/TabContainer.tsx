import { useState } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { RecursionField, useFieldSchema } from '@formily/react';
import { useScriptEvent } from '../../../engine-core/scriptContext';
import { childSchemas, componentPropsOf } from './childSchemas';
import { GridLayout } from './GridLayout';

export interface TabContainerProps {
  /** the pane open first (__config__.active, a tabItem name) */
  active?: string | number;
  /** designer type: '' (line), 'card', 'border-card' */
  type?: string;
  tabPosition?: TabsProps['tabPosition'];
}

/** tabItem props as the designer stores them */
export interface PaneProps {
  title?: string;
  name?: string | number;
}

/** A pane's key: its designer name, or its schema key when it has none. */
export function paneKey(props: PaneProps, schemaKey: string): string {
  return props.name === undefined || props.name === null || props.name === '' ? schemaKey : String(props.name);
}

/**
 * `tab` (标签面板): children are `tabItem` nodes. Every pane is rendered up front (forceRender) so the
 * fields of panes never opened still exist: their defaults are submitted and their rules validated.
 * A click on a tab runs the model's `on.tabClick` script with the pane name.
 */
export function TabContainer({ active, type, tabPosition = 'top' }: TabContainerProps) {
  const schema = useFieldSchema();
  const onTabClick = useScriptEvent('tabClick');
  const panes = childSchemas(schema).map(({ name, schema: child }) => {
    const props = componentPropsOf(child) as PaneProps;
    return { key: paneKey(props, name), name, label: props.title ?? name, schema: child };
  });
  const initial = active !== undefined && panes.some((p) => p.key === String(active)) ? String(active) : panes[0]?.key;
  const [activeKey, setActiveKey] = useState(initial);
  return (
    <Tabs
      className="jnpf-tab"
      activeKey={activeKey}
      onChange={setActiveKey}
      onTabClick={(key) => onTabClick?.(key)}
      type={type === 'card' || type === 'border-card' ? 'card' : 'line'}
      tabPosition={tabPosition}
      items={panes.map((pane) => ({
        key: pane.key,
        label: pane.label,
        forceRender: true,
        children: <RecursionField schema={pane.schema} name={pane.name} />,
      }))}
      style={{ width: '100%', marginBottom: 16 }}
    />
  );
}

/** `tabItem`: one pane; its children in the grid. Title and name are read by the tab. */
export function TabItemContainer({ gutter }: PaneProps & { gutter?: number }) {
  return <GridLayout gutter={gutter} />;
}
