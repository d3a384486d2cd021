import { Input } from 'antd';
import { connect, mapProps, mapReadPretty, useField } from '@formily/react';
import { createRegistry, type WidgetRegistry } from '../../../engine-core/registry';
import type { WidgetEntry, WidgetValueType } from '../../../engine-core/widgetTypes';
import {
  CardContainer,
  CollapseContainer,
  CollapseItemContainer,
  containerEntry,
  GridLayout,
  RowContainer,
  TabContainer,
  TabItemContainer,
  TableGridContainer,
  TableGridTdContainer,
  TableGridTrContainer,
} from '../../../widgets/shared/containers';
import { UnknownWidget } from '../../../widgets/unavailable';
import { useScriptEvent } from '../../../engine-core/scriptContext';

/**
 * A registry of stand-in widgets for the engine's own tests: the adapter and the runtime are tested without
 * depending on how each real widget looks. Data widgets are a text box showing the value as JSON-ish text;
 * the button fires its click script; containers are the real ones.
 */
interface TextBoxProps {
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

/** designer props are ignored on purpose: only the field's state reaches the input */
function TextBox({ value, onChange, disabled, readOnly }: TextBoxProps) {
  const field = useField();
  const text = value === undefined || value === null ? '' : Array.isArray(value) ? value.join(',') : String(value);
  return (
    <Input
      disabled={disabled}
      readOnly={readOnly}
      aria-label={String(field?.title ?? field?.path ?? '')}
      value={text}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

function Preview({ value }: { value?: unknown }) {
  return <span className="preview">{Array.isArray(value) ? value.join(',') : String(value ?? '')}</span>;
}

const Box = connect(TextBox, mapProps({ readOnly: 'readOnly' }), mapReadPretty(Preview));

function ScriptButton({ buttonText }: { buttonText?: string }) {
  const onClick = useScriptEvent('click');
  return (
    <button type="button" onClick={(e) => onClick?.(e)}>
      {buttonText ?? 'button'}
    </button>
  );
}

function Notice({ jnpfKey }: { jnpfKey?: string }) {
  return <span>not yet available: {jnpfKey}</span>;
}

function entry(key: string, valueType: WidgetValueType, extra: Partial<WidgetEntry> = {}): WidgetEntry {
  const component = valueType === 'void' ? (extra.component ?? Preview) : Box;
  return {
    key,
    component,
    readPretty: Preview,
    defaultValue: undefined,
    emptyValue: undefined,
    allowedInTable: true,
    lazy: false,
    valueType,
    category: valueType === 'void' ? 'display' : 'input',
    ...extra,
  };
}

export const testEntries: WidgetEntry[] = [
  entry('input', 'string'),
  entry('textarea', 'string'),
  entry('inputNumber', 'number'),
  entry('switch', 'number', { defaultValue: 0, emptyValue: 0 }),
  entry('select', 'string'),
  entry('checkbox', 'array', { defaultValue: [], emptyValue: [] }),
  entry('cascader', 'array', { defaultValue: [], emptyValue: [] }),
  entry('datePicker', 'number', { emptyValue: null }),
  entry('timePicker', 'string', { emptyValue: null }),
  entry('calculate', 'number'),
  entry('areaSelect', 'array', { emptyValue: [], unavailable: true, component: Notice }),
  entry('organizeSelect', 'array', { emptyValue: [], unavailable: true, component: Notice }),
  entry('userSelect', 'string', { unavailable: true, component: Notice }),
  entry('uploadFile', 'array', { emptyValue: [], unavailable: true, component: Notice }),
  entry('table', 'array', { emptyValue: [], unavailable: true, component: Notice }),
  entry('text', 'void'),
  entry('divider', 'void'),
  entry('button', 'void', { component: ScriptButton }),
  containerEntry('row', RowContainer),
  containerEntry('card', CardContainer),
  containerEntry('tab', TabContainer),
  containerEntry('tabItem', TabItemContainer),
  containerEntry('collapse', CollapseContainer),
  containerEntry('collapseItem', CollapseItemContainer),
  containerEntry('tableGrid', TableGridContainer),
  containerEntry('tableGridTr', TableGridTrContainer),
  containerEntry('tableGridTd', TableGridTdContainer),
];

export const testRegistry: WidgetRegistry = createRegistry(testEntries, { grid: GridLayout, unknown: UnknownWidget });
