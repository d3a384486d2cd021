import { maskText, type MaskConfig } from '../../engine-core/format/maskText';
import { labelOf, optionKeyNames, toFieldOptions } from '../../engine-core/options/normalize';
import { calculateText } from '../calculate/Calculate';
import { formatNumberText } from '../inputNumber/JnpfInputNumber';
import { formatDateValue } from '../shared/dateFormat';
import type { TableColumn } from './columns';

/**
 * How a cell looks while nobody works in it: the text its widget would show, in a plain box. A cell shows
 * this view until it is hovered or focused, and only then mounts its widget (a Formily field and an antd
 * control, about a millisecond each): a screenful of 12 rows × 10 cells mounts and re-renders in a fraction
 * of the time. Columns whose text cannot be told from the value alone (options loaded from a server, masks
 * or addons drawn by the control, amounts in words) get no view: their cells always mount the widget.
 */
export interface CellView {
  text(value: unknown): string;
  placeholder: string;
  /** the control's trailing mark: the select arrow, the calendar, or a clear mark when clearable */
  suffix: 'select' | 'date' | 'clear' | undefined;
  disabled: boolean;
}

type Props = Record<string, unknown>;

const has = (props: Props, ...keys: string[]) =>
  keys.some((key) => props[key] !== undefined && props[key] !== null && props[key] !== '');

const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : undefined;

function textOf(column: TableColumn, props: Props): CellView['text'] | undefined {
  switch (column.jnpfKey) {
    case 'input': {
      if (props.showPassword || has(props, 'addonBefore', 'addonAfter', 'prefixIcon', 'suffixIcon')) return undefined;
      const masked = Boolean(props.useMask);
      const mask = props.maskConfig as Partial<MaskConfig> | null | undefined;
      return (value) => (masked ? maskText(value, mask) : value == null ? '' : String(value));
    }
    case 'inputNumber': {
      if (props.isAmountChinese || has(props, 'addonBefore', 'addonAfter')) return undefined;
      const precision = numberOr(props.precision);
      const thousands = Boolean(props.thousands);
      return (value) => formatNumberText(value as number | string | null | undefined, precision, thousands);
    }
    case 'calculate':
      // a calculate that is not stored has no value to show: its widget computes it
      if (!Number(props.isStorage) || props.isAmountChinese) return undefined;
      return (value) => calculateText(value, props.precision, Boolean(props.thousands), '0');
    case 'select': {
      const config = props as { dataType?: unknown; multiple?: unknown; options?: unknown; props?: unknown };
      if (config.multiple || (config.dataType && config.dataType !== 'static')) return undefined;
      const options = toFieldOptions(config.options, optionKeyNames(config.props as never));
      return (value) => labelOf(options, value);
    }
    case 'datePicker': {
      const format = typeof props.format === 'string' ? props.format : undefined;
      return (value) => formatDateValue(value, format);
    }
    default:
      return undefined;
  }
}

const SUFFIX: Record<string, CellView['suffix']> = { select: 'select', datePicker: 'date' };

/** The column's view, or undefined when its cells always show the widget. */
export function cellViewOf(column: TableColumn): CellView | undefined {
  const props = (column.cell['x-component-props'] ?? {}) as Props;
  const config = ((column.cell['x-data'] as { config?: Props } | undefined)?.config ?? {}) as Props;
  // "now" / the current user as the default is filled in by the cell's field when it is made: keep the widget
  if (config.defaultCurrent === true) return undefined;
  const text = textOf(column, props);
  if (!text) return undefined;
  const clearable = column.jnpfKey === 'input' && Boolean(props.clearable ?? props.allowClear);
  return {
    text,
    placeholder: typeof props.placeholder === 'string' ? props.placeholder : '',
    suffix: SUFFIX[column.jnpfKey] ?? (clearable ? 'clear' : undefined),
    disabled: column.cell['x-disabled'] === true || props.disabled === true,
  };
}
