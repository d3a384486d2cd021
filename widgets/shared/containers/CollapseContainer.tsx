import { useState } from 'react';
import { Collapse } from 'antd';
import { RecursionField, observer, useFieldSchema } from '@formily/react';
import { useScriptEvent } from '../../../engine-core/scriptContext';
import { childSchemas, componentPropsOf } from './childSchemas';
import { GridLayout } from './GridLayout';
import { paneKey, type PaneProps } from './TabContainer';
import { PaneBody, PaneLabel, usePaneReveal } from './paneReveal';

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
 * their fields take part in submit and validation. A failed submit opens the panel holding the first error, and
 * the headers of panels holding errors are marked (paneReveal).
 */
export const CollapseContainer = observer(function CollapseContainer({
  active,
  accordion,
  ghost,
  expandIconPosition,
}: CollapseContainerProps) {
  const schema = useFieldSchema();
  const onChange = useScriptEvent('change');
  const [openKeys, setOpenKeys] = useState(() => (accordion ? toArray(active).slice(0, 1) : toArray(active)));
  const panels = childSchemas(schema).map(({ name, schema: child }) => {
    const props = componentPropsOf(child) as PaneProps;
    return { key: paneKey(props, name), name, label: props.title ?? name, schema: child };
  });
  const reveal = usePaneReveal(
    panels.map((p) => p.name),
    (index) => {
      const key = panels[index]?.key;
      if (key !== undefined) setOpenKeys((keys) => (accordion ? [key] : keys.includes(key) ? keys : [...keys, key]));
    },
  );
  return (
    <div ref={reveal.ref} style={{ width: '100%' }}>
      <Collapse
        className="jnpf-collapse"
        accordion={accordion}
        ghost={ghost}
        activeKey={openKeys}
        expandIconPosition={expandIconPosition === 'right' || expandIconPosition === 'end' ? 'end' : 'start'}
        onChange={(keys) => {
          setOpenKeys((Array.isArray(keys) ? keys : [keys]).map(String));
          onChange?.(keys);
        }}
        items={panels.map((panel, index) => ({
          key: panel.key,
          label: <PaneLabel title={panel.label} hasError={reveal.withError[index]} />,
          forceRender: true,
          children: (
            <PaneBody uid={reveal.uid} index={index}>
              <RecursionField schema={panel.schema} name={panel.name} />
            </PaneBody>
          ),
        }))}
        style={{ width: '100%', marginBottom: 16 }}
      />
    </div>
  );
});

/** `collapseItem`: one panel; its children in the grid. */
export function CollapseItemContainer({ gutter }: PaneProps & { gutter?: number }) {
  return <GridLayout gutter={gutter} />;
}
