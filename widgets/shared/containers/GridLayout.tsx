import { createContext, useContext } from 'react';
import { Col, Row, type RowProps } from 'antd';
import { RecursionField, useField, useFieldSchema, useForm, type Schema } from '@formily/react';
import { observer } from '@formily/reactive-react';
import { childSchemas, spanOf } from './childSchemas';

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
 * cells use it for their children.
 */
export function GridLayout({ schema, gutter, justify, align }: GridLayoutProps) {
  const own = useFieldSchema();
  const inherited = useContext(GridGutterContext);
  const effectiveGutter = gutter ?? inherited;
  const children = childSchemas(schema ?? own);
  return (
    <GridGutterContext.Provider value={effectiveGutter}>
      <Row gutter={effectiveGutter} justify={justify} align={align} className="jnpf-grid">
        {children.map(({ name, schema: child }) => (
          <GridCell key={name} name={name} schema={child} />
        ))}
      </Row>
    </GridGutterContext.Provider>
  );
}

/**
 * One column. It collapses when its field is hidden (setShowOrHide, x-display), so a hidden field leaves
 * no gap in the row. The field is looked up by address: created by the RecursionField inside, it appears
 * in the observable `form.fields` after the first render.
 */
const GridCell = observer(function GridCell({ name, schema }: { name: string; schema: Schema }) {
  const form = useForm();
  const parent = useField();
  const address = parent ? parent.address.concat(name).toString() : name;
  const field = form.fields[address];
  const hidden = field !== undefined && field.display !== 'visible';
  return (
    <Col span={spanOf(schema)} style={hidden ? { display: 'none' } : undefined} data-grid-cell={name}>
      <RecursionField schema={schema} name={name} />
    </Col>
  );
});
