import { useState } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { RecursionField, observer, useFieldSchema } from '@formily/react';
import { useScriptEvent } from '../../../engine-core/scriptContext';
import { childSchemas, componentPropsOf } from './childSchemas';
import { GridLayout } from './GridLayout';
import { PaneBody, PaneLabel, usePaneReveal } from './paneReveal';

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
 * A click on a tab runs the model's `on.tabClick` script with the pane name. A failed submit switches to the pane
 * holding the first error, and the headers of panes holding errors are marked (paneReveal).
 */
export const TabContainer = observer(function TabContainer({ active, type, tabPosition = 'top' }: TabContainerProps) {
  const schema = useFieldSchema();
  const onTabClick = useScriptEvent('tabClick');
  const panes = childSchemas(schema).map(({ name, schema: child }) => {
    const props = componentPropsOf(child) as PaneProps;
    return { key: paneKey(props, name), name, label: props.title ?? name, schema: child };
  });
  const initial = active !== undefined && panes.some((p) => p.key === String(active)) ? String(active) : panes[0]?.key;
  const [activeKey, setActiveKey] = useState(initial);
  const reveal = usePaneReveal(
    panes.map((p) => p.name),
    (index) => setActiveKey(panes[index]?.key ?? initial),
  );
  return (
    <div ref={reveal.ref} style={{ width: '100%' }}>
      <Tabs
        className="jnpf-tab"
        activeKey={activeKey}
        onChange={setActiveKey}
        onTabClick={(key) => onTabClick?.(key)}
        type={type === 'card' || type === 'border-card' ? 'card' : 'line'}
        tabPosition={tabPosition}
        items={panes.map((pane, index) => ({
          key: pane.key,
          label: <PaneLabel title={pane.label} hasError={reveal.withError[index]} />,
          forceRender: true,
          children: (
            <PaneBody uid={reveal.uid} index={index}>
              <RecursionField schema={pane.schema} name={pane.name} />
            </PaneBody>
          ),
        }))}
        style={{ width: '100%', marginBottom: 16 }}
      />
    </div>
  );
});

/** `tabItem`: one pane; its children in the grid. Title and name are read by the tab. */
export function TabItemContainer({ gutter }: PaneProps & { gutter?: number }) {
  return <GridLayout gutter={gutter} />;
}
