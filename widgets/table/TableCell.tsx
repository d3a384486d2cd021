import { memo, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { RecursionField, useForm } from '@formily/react';
import { reaction } from '@formily/reactive';
import type { TableColumn } from './columns';
import { useCellError, type CellErrorStore } from './cellErrors';
import type { CellView } from './cellViews';
import { CellViewBox } from './CellView';
import { FOCUSABLE } from './focusCell';
import { replayTap } from './replayTap';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import { tableMessages } from './messages';

/**
 * Names the widget's control after its column and row when the widget gave it no name of its own: a cell
 * has no visible label, and a screen reader would otherwise announce a bare "edit text".
 */
function useCellControlName(cellRef: React.RefObject<HTMLDivElement | null>, live: boolean, label: string) {
  useLayoutEffect(() => {
    const control = live ? cellRef.current?.querySelector<HTMLElement>(FOCUSABLE) : null;
    if (!control || control.hasAttribute('aria-labelledby')) return;
    const own = control.getAttribute('aria-label');
    if (own === null || control.dataset.cellLabel === own) {
      control.setAttribute('aria-label', label);
      control.dataset.cellLabel = label;
    }
  });
}

export interface TableCellProps {
  column: TableColumn;
  /** the column's read view (cellViews.ts); undefined: the cell always shows its widget */
  view?: CellView;
  rowKey: string;
  index: number;
  /** the table field's address (with its void containers): the cell is the Formily field `<address>.<index>.<column>` */
  tableAddress: string;
  /** the table's value path ("items"), where the cell's value lives */
  tablePath: string;
  errors: CellErrorStore;
  lang: EngineLanguage;
}

/** the view's box that had the focus when the widget took over: its caret and selection carry over */
type Handoff = HTMLInputElement | null;

function focusWidget(cell: HTMLElement | null, box: HTMLInputElement) {
  const control = cell?.querySelector<HTMLElement>(FOCUSABLE);
  if (!control) return;
  // read now, not at the focus: a caller may set the selection right after focusing (a detached box keeps it)
  const { selectionStart: start, selectionEnd: end } = box;
  control.focus();
  if (control instanceof HTMLInputElement && start !== null) {
    try {
      control.setSelectionRange(start, end ?? start);
    } catch {
      // inputs without a caret (number inputs in some browsers) keep the browser's own
    }
  }
}

/**
 * The cell's widget is mounted while the pointer is over the cell or the focus is in it, and then stays until
 * both have left; otherwise the cell shows its view. A focus arriving at the view (Tab, a click, the table's
 * keyboard moves, a failed check) hands over to the widget in the same commit.
 */
function useLiveWidget(view: CellView | undefined) {
  const cellRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(view === undefined);
  const hovered = useRef(false);
  const handoff = useRef<Handoff>(null);

  const rest = () => {
    const cell = cellRef.current;
    if (view && !hovered.current && !(cell && cell.contains(document.activeElement))) setLive(false);
  };

  useLayoutEffect(() => {
    const from = handoff.current;
    if (!live || !from) return;
    handoff.current = null;
    // the view's box left the page with the focus; a focus that has moved on since is not taken back
    const active = document.activeElement;
    if (!active || active === document.body || active === from) focusWidget(cellRef.current, from);
    else rest();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the widget comes, with the latest rest
  }, [live]);
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // a finger has no hover: the widget mounts with this tap, which is then replayed on it
      if (!live && event.pointerType !== 'mouse') replayTap(() => cellRef.current, event.clientX, event.clientY);
    },
    onPointerEnter() {
      hovered.current = true;
      setLive(true);
    },
    onPointerLeave() {
      hovered.current = false;
      rest();
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      if (live) return;
      handoff.current = event.target as HTMLInputElement;
      setLive(true);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      // focus moving inside the cell (or into nothing while the widget re-renders) keeps it
      const next = event.relatedTarget as Node | null;
      if (!next || !cellRef.current?.contains(next)) queueMicrotask(rest);
    },
  };
  return { cellRef, live: live || view === undefined, handlers };
}

/**
 * One cell: the column's widget as a Formily field at `<table>.<index>.<column>` (so calculate, scripts and
 * linkage see a row path), wrapped in an element that carries data-jnpf-key / data-field and the cell's
 * message. A change of the value clears the message, as the platform resets a cell's validity on change.
 */
export const TableCell = memo(function TableCell(props: TableCellProps) {
  const { column, view, rowKey, index, tableAddress, tablePath, errors, lang } = props;
  const form = useForm();
  const message = useCellError(errors, rowKey, column.key);
  const path = `${tablePath}.${index}.${column.key}`;
  const { cellRef, live, handlers } = useLiveWidget(view);
  const label = formatMessage(tableMessages.cellLabel, { row: index + 1, label: column.label }, lang);
  useCellControlName(cellRef, live || !view, label);

  useEffect(() => {
    if (!message) return;
    return reaction(
      () => form.getValuesIn(path),
      () => errors.clear(rowKey, column.key),
    );
  }, [form, path, message, errors, rowKey, column.key]);

  return (
    <div
      ref={cellRef}
      className={message ? 'jnpf-table-cell jnpf-table-cell-error' : 'jnpf-table-cell'}
      data-jnpf-key={column.jnpfKey}
      data-field={column.key}
      {...(view ? handlers : undefined)}
    >
      {live || !view ? (
        <RecursionField basePath={`${tableAddress}.${index}`} name={column.key} schema={column.cell} />
      ) : (
        <CellViewBox view={view} path={path} label={label} />
      )}
      {message ? (
        <div className="jnpf-table-cell-message" role="alert">
          {message}
        </div>
      ) : null}
    </div>
  );
});
