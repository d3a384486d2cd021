import { memo, useCallback, useSyncExternalStore } from 'react';
import { useForm } from '@formily/react';
import { reaction } from '@formily/reactive';
import type { CellView } from './cellViews';

export interface CellViewBoxProps {
  view: CellView;
  /** the cell's value path, `<table>.<index>.<column>` */
  path: string;
  /** the cell's accessible name: its column and row (a cell has no visible label of its own) */
  label: string;
}

/**
 * The cell's text in one <input> drawn like the widget's control (inputTable.css; the select arrow, calendar
 * or clear mark is its background image, cellViewTokens.ts): one element per cell instead of the control's
 * half-dozen, so a screenful of rows styles, lays out and paints in a fraction of the time. It is a real,
 * editable input so that the browser's Tab order, a click and a test's fill() reach it: its first focus hands
 * over to the widget, which the cell mounts at once (TableCell). It reads only its own value: an edit
 * elsewhere never re-renders it. It watches that value through a reaction made when React subscribes (after
 * the frame that shows it), not through Formily's observer, which sets up a tracker and its clean-up on every
 * mount: a screenful of new rows mounts 150 of these.
 */
export const CellViewBox = memo(function CellViewBox({ view, path, label }: CellViewBoxProps) {
  const form = useForm();
  const subscribe = useCallback(
    (onChange: () => void) => reaction(() => form.getValuesIn(path) as unknown, onChange),
    [form, path],
  );
  const value = useSyncExternalStore(subscribe, () => form.getValuesIn(path) as unknown);
  const text = view.text(value);
  const suffix = view.suffix === 'clear' && !text ? undefined : view.suffix;
  return (
    <input
      className="jnpf-cell-view-input"
      aria-label={label}
      data-suffix={suffix}
      value={text}
      placeholder={view.placeholder}
      disabled={view.disabled}
      // the widget takes over on focus, before a key reaches this box
      onChange={() => undefined}
    />
  );
});
