import { useState, type ReactNode } from 'react';
import { Button, Space, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { formatMessage } from '../../../engine-core/i18n';
import { runAction } from '../actions';
import { evaluate, isEnabled } from '../expression';
import { screenMessages } from '../messages';
import type { ScreenRuntime } from '../runtime';
import { permitted } from '../permitted';
import type { ActionSpec } from '../types';
import type { Row } from './tableData';

export interface RowActionSpec {
  label: string;
  action: ActionSpec;
  danger?: boolean;
  /** button permission code (btn_edit…): the link is offered only to users who hold it on the page */
  auth?: string;
  /** expressions over `$record` and the screen state */
  visible?: string | boolean;
  disabled?: string | boolean;
}

export interface TagOption {
  value: unknown;
  label: string;
  /** antd tag colour: success, error, processing, warning, default or a CSS colour */
  color?: string;
}

/** One column of a CrudTable; `render` picks how a cell shows its value. */
export interface ColumnSpec {
  title: string;
  dataIndex?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
  render?: 'text' | 'tag' | 'switch' | 'date' | 'actions';
  /** tag: value → label and colour */
  options?: TagOption[];
  /** switch: the values of on/off (1/0 by default), their labels, and the action a click runs (with `$record`) */
  checkedValue?: unknown;
  uncheckedValue?: unknown;
  checkedLabel?: string;
  uncheckedLabel?: string;
  toggle?: ActionSpec;
  /** switch: button permission code needed to toggle (without it the state shows, read-only) */
  auth?: string;
  /** date: dayjs format of epoch-ms values */
  format?: string;
  /** actions: the row's links */
  actions?: RowActionSpec[];
}

interface CellContext {
  runtime: ScreenRuntime;
}

// loose equality on purpose: APIs answer 1 where a schema may say "1"
const same = (a: unknown, b: unknown) => String(a) === String(b);

function ToggleCell({
  spec,
  record,
  value,
  context,
}: {
  spec: ColumnSpec;
  record: Row;
  value: unknown;
  context: CellContext;
}) {
  const [busy, setBusy] = useState(false);
  const on = same(value, spec.checkedValue ?? 1);
  const scope = context.runtime.scope({ $record: record });
  const toggle = async () => {
    if (!spec.toggle) return;
    setBusy(true);
    try {
      await runAction(spec.toggle, { runtime: context.runtime, scope: { $record: record } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      size="small"
      checked={on}
      loading={busy}
      disabled={!spec.toggle || !permitted(context.runtime, spec.auth)}
      checkedChildren={spec.checkedLabel ? String(evaluate(spec.checkedLabel, scope)) : undefined}
      unCheckedChildren={spec.uncheckedLabel ? String(evaluate(spec.uncheckedLabel, scope)) : undefined}
      onClick={(_checked, e) => {
        e.stopPropagation();
        void toggle();
      }}
    />
  );
}

function RowActions({ actions, record, context }: { actions: RowActionSpec[]; record: Row; context: CellContext }) {
  const scope = context.runtime.scope({ $record: record });
  return (
    <Space size={0} wrap={false}>
      {actions.map((item, i) =>
        isEnabled(item.visible, scope) && permitted(context.runtime, item.auth) ? (
          <Button
            key={i}
            type="link"
            size="small"
            danger={item.danger}
            disabled={item.disabled === undefined ? false : Boolean(evaluate(item.disabled, scope))}
            onClick={(e) => {
              e.stopPropagation();
              void runAction(item.action, { runtime: context.runtime, scope: { $record: record } });
            }}
          >
            {String(evaluate(item.label, scope))}
          </Button>
        ) : null,
      )}
    </Space>
  );
}

function renderCell(spec: ColumnSpec, value: unknown, record: Row, context: CellContext): ReactNode {
  switch (spec.render) {
    case 'tag': {
      const option = spec.options?.find((o) => same(o.value, value));
      return option ? <Tag color={option.color}>{option.label}</Tag> : value == null ? '' : String(value);
    }
    case 'switch':
      return <ToggleCell spec={spec} record={record} value={value} context={context} />;
    case 'date':
      return value === null || value === undefined || value === ''
        ? ''
        : dayjs(value as number).format(spec.format ?? 'YYYY-MM-DD HH:mm');
    case 'actions':
      return <RowActions actions={spec.actions ?? []} record={record} context={context} />;
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** antd columns from the schema's column list, plus the index column when asked for. */
export function buildColumns(
  specs: readonly ColumnSpec[],
  context: CellContext,
  indexOf: ((record: Row) => number | undefined) | null,
): ColumnsType<Row> {
  const columns: ColumnsType<Row> = specs.map((spec, i) => ({
    key: spec.dataIndex ?? `column-${i}`,
    title: spec.title || (spec.render === 'actions' ? formatMessage(screenMessages.actions) : ''),
    dataIndex: spec.dataIndex,
    width: spec.width,
    align: spec.align ?? (spec.render === 'switch' || spec.render === 'tag' ? 'center' : undefined),
    fixed: spec.fixed,
    ellipsis: spec.ellipsis,
    render: (value: unknown, record: Row) => renderCell(spec, value, record, context),
  }));
  if (!indexOf) return columns;
  return [
    {
      key: '__index',
      title: formatMessage(screenMessages.index),
      width: 60,
      align: 'center',
      render: (_value: unknown, record: Row) => indexOf(record) ?? '',
    },
    ...columns,
  ];
}
