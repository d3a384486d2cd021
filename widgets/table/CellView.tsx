import { observer, useForm } from '@formily/react';
import { CalendarOutlined, CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import type { CellView } from './cellViews';

export interface CellViewBoxProps {
  view: CellView;
  /** the cell's value path, `<table>.<index>.<column>` */
  path: string;
}

const SUFFIX_ICON = {
  select: <DownOutlined />,
  date: <CalendarOutlined />,
  clear: <CloseCircleFilled />,
};

/**
 * The cell's text in a box drawn like the widget's control (inputTable.css). It is a real, editable <input>
 * so that the browser's Tab order, a click and a test's fill() reach it: its first focus hands over to the
 * widget, which the cell mounts at once (TableCell). It reads only its own value: an edit elsewhere never
 * re-renders it.
 */
export const CellViewBox = observer(function CellViewBox({ view, path }: CellViewBoxProps) {
  const value = useForm().getValuesIn(path);
  const text = view.text(value);
  const suffix = view.suffix === 'clear' && !text ? undefined : view.suffix;
  return (
    <span className={view.disabled ? 'jnpf-cell-view jnpf-cell-view-disabled' : 'jnpf-cell-view'}>
      <input
        className="jnpf-cell-view-input"
        value={text}
        placeholder={view.placeholder}
        disabled={view.disabled}
        // the widget takes over on focus, before a key reaches this box
        onChange={() => undefined}
      />
      {suffix ? (
        <span className="jnpf-cell-view-suffix" aria-hidden="true">
          {SUFFIX_ICON[suffix]}
        </span>
      ) : null}
    </span>
  );
});
