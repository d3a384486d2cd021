import { createContext, memo, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { Col, Row, type RowProps } from 'antd';
import { RecursionField, useField, useFieldSchema, useForm, type Schema } from '@formily/react';
import { reaction } from '@formily/reactive';
import { childSchemas, spanOf, type ChildSchema } from './childSchemas';
import { gridBlocks, useProgressiveBlocks, type Block } from '../../../engine-core/gridMount';

/** formConf.gutter (default 15) reaches nested grids unless a container names its own. */
export const GridGutterContext = createContext(15);

export interface GridLayoutProps {
  /** the node whose properties are laid out; defaults to the current field's schema */
  schema?: Schema;
  /** horizontal gap between columns in px; defaults to the enclosing grid's */
  gutter?: number;
  justify?: RowProps['justify'];
  align?: RowProps['align'];
}

/**
 * Lays a node's child schemas out in an antd Row, each child in a Col of its `x-data.span` (default 24).
 * The adapter's renderer uses it for the top level of a form; row, card, tab and collapse panes and table
 * cells use it for their children. A grid with many children shows the first screenful at once and mounts
 * the rest in the background (engine-core/gridMount.ts).
 */
export function GridLayout({ schema, gutter, justify, align }: GridLayoutProps) {
  const own = useFieldSchema();
  const inherited = useContext(GridGutterContext);
  const effectiveGutter = gutter ?? inherited;
  const target = schema ?? own;
  const children = useMemo(() => childSchemas(target), [target]);
  const spans = useMemo(() => children.map((child) => spanOf(child.schema)), [children]);
  const allBlocks = useMemo(() => gridBlocks(spans), [spans]);
  const blocks = useProgressiveBlocks(allBlocks);
  // a large grid is a stack of rows, one per block: a block that mounts later does not lay out the others again
  return (
    <GridGutterContext.Provider value={effectiveGutter}>
      {blocks.map((block) => (
        <GridBlock
          key={block[0]}
          block={block}
          cells={children}
          spans={spans}
          gutter={effectiveGutter}
          justify={justify}
          align={align}
        />
      ))}
    </GridGutterContext.Provider>
  );
}

interface GridBlockProps extends Pick<GridLayoutProps, 'justify' | 'align'> {
  block: Block;
  cells: readonly ChildSchema[];
  spans: readonly number[];
  gutter: number;
}

/** One antd Row holding the cells of a block; blocks start on line boundaries, so the rows stack seamlessly. */
const GridBlock = memo(function GridBlock({ block, cells, spans, gutter, justify, align }: GridBlockProps) {
  const [start, end] = block;
  return (
    <Row gutter={gutter} justify={justify} align={align} className="jnpf-grid">
      {cells.slice(start, end).map(({ name, schema }, i) => (
        <GridCell key={name} name={name} schema={schema} span={spans[start + i]!} />
      ))}
    </Row>
  );
});

/**
 * One column. It collapses when its field is hidden (setShowOrHide, x-display), so a hidden field leaves no
 * gap in the row. The field is created by the RecursionField inside, so its display is watched after the
 * commit, by a reaction that sets the column's style directly: a cell never renders twice to learn about its
 * own field, and a keystroke in the field does not touch it (only display is read).
 */
const GridCell = memo(function GridCell({ name, schema, span }: { name: string; schema: Schema; span: number }) {
  const form = useForm();
  const parent = useField();
  const address = parent ? parent.address.concat(name).toString() : name;
  const col = useRef<HTMLDivElement>(null);
  useLayoutEffect(
    () =>
      reaction(
        () => {
          const field = form.fields[address];
          return field !== undefined && field.display !== 'visible';
        },
        (hidden) => {
          if (col.current) col.current.style.display = hidden ? 'none' : '';
        },
        { fireImmediately: true },
      ),
    [form, address],
  );
  return (
    <Col ref={col} span={span} data-grid-cell={name}>
      <RecursionField schema={schema} name={name} />
    </Col>
  );
});
