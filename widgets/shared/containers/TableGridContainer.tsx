import { createContext, useContext } from 'react';
import { RecursionField, useFieldSchema } from '@formily/react';
import { childSchemas } from './childSchemas';
import { GridLayout } from './GridLayout';

/**
 * The cell border a tableGrid hands down to its cells; null outside a tableGrid, where a stray row or cell
 * (a malformed model) falls back to plain blocks instead of invalid table markup.
 */
const CellBorderContext = createContext<string | null>(null);

export interface TableGridContainerProps {
  borderType?: string;
  borderColor?: string;
  borderWidth?: number;
}

function ChildRows() {
  const schema = useFieldSchema();
  return (
    <>
      {childSchemas(schema).map(({ name, schema: child }) => (
        <RecursionField key={name} schema={child} name={name} />
      ))}
    </>
  );
}

/** `tableGrid` (表格容器): an HTML table layout; children are `tableGridTr` rows of `tableGridTd` cells. */
export function TableGridContainer({
  borderType = 'solid',
  borderColor = '#E2E0E0',
  borderWidth = 1,
}: TableGridContainerProps) {
  const border = `${borderWidth}px ${borderType} ${borderColor}`;
  return (
    <CellBorderContext.Provider value={border}>
      <table
        className="jnpf-table-grid"
        style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', marginBottom: 16 }}
      >
        <tbody>
          <ChildRows />
        </tbody>
      </table>
    </CellBorderContext.Provider>
  );
}

/** `tableGridTr`: one table row. */
export function TableGridTrContainer() {
  const inTable = useContext(CellBorderContext) !== null;
  const Row = inTable ? 'tr' : 'div';
  return (
    <Row role={inTable ? undefined : 'row'}>
      <ChildRows />
    </Row>
  );
}

export interface TableGridTdProps {
  rowspan?: number;
  colspan?: number;
  /** a cell swallowed by a neighbour's span: the designer keeps it, the table must not draw it */
  merged?: boolean;
  backgroundColor?: string;
  gutter?: number;
}

/** `tableGridTd`: one cell; its children in the grid. */
export function TableGridTdContainer({ rowspan = 1, colspan = 1, merged, backgroundColor, gutter }: TableGridTdProps) {
  const border = useContext(CellBorderContext);
  if (merged) return null;
  const style = {
    border: border ?? undefined,
    padding: '8px 8px 0',
    verticalAlign: 'top',
    background: backgroundColor || undefined,
  };
  if (border === null) {
    return (
      <div role="cell" style={style}>
        <GridLayout gutter={gutter} />
      </div>
    );
  }
  return (
    <td rowSpan={rowspan} colSpan={colspan} style={style}>
      <GridLayout gutter={gutter} />
    </td>
  );
}
