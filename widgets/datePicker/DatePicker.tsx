import { useMemo } from 'react';
import { DatePicker } from 'antd';
import type { DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { observer } from '@formily/react';
import {
  boundsInverted,
  disabledTimeOnDay,
  isDateDisabled,
  resolveDateBound,
  widenDateBounds,
  type DateBounds,
} from '../shared/dateBounds';
import {
  DEFAULT_DATE_FORMAT,
  hasTimePart,
  pickerModeOf,
  timePartOf,
  toDayjs,
  toDayjsFormat,
  toTimestamp,
} from '../shared/dateFormat';
import { useBoundInputs, withoutBoundProps, type BoundProps } from './boundProps';

export interface JnpfDatePickerProps
  extends
    BoundProps<number | string>,
    Omit<DatePickerProps, 'value' | 'onChange' | 'format' | 'picker' | 'showTime' | 'readOnly'> {
  /** epoch-ms timestamp (legacy numeric or formatted strings are read too) */
  value?: number | string | null;
  onChange?: (value: number | null) => void;
  /** Java-style pattern from the designer: yyyy, yyyy-MM, yyyy-MM-dd (default), yyyy-MM-dd HH:mm[:ss] */
  format?: string;
  clearable?: boolean;
  readOnly?: boolean;
  readonly?: boolean;
}

/** The bounds a picker with these props enforces, widened to its format's unit. */
export function useDateBounds(props: BoundProps<number | string>, format: string): DateBounds {
  const { start, end } = useBoundInputs(props);
  return widenDateBounds(resolveDateBound(start.rule, start.ctx), resolveDateBound(end.rule, end.ctx), format);
}

function JnpfDatePickerInner(props: JnpfDatePickerProps) {
  const {
    value,
    onChange,
    format = DEFAULT_DATE_FORMAT,
    clearable,
    readOnly,
    readonly,
    disabled,
    placeholder,
    ...rest
  } = withoutBoundProps(props);
  const bounds = useDateBounds(props, format);
  const inverted = boundsInverted(bounds);
  const hasBounds = bounds.start !== null || bounds.end !== null;
  const locked = Boolean(readOnly ?? readonly);
  const dayjsFormat = toDayjsFormat(format);
  const timeFormat = timePartOf(format);
  const picked = useMemo(() => toDayjs(value, format), [value, format]);

  return (
    <DatePicker
      style={{ width: '100%' }}
      {...rest}
      value={picked}
      picker={pickerModeOf(format)}
      format={dayjsFormat}
      showTime={hasTimePart(format) ? { format: timeFormat } : false}
      placeholder={placeholder}
      allowClear={(clearable ?? true) && !locked}
      // start later than end leaves nothing to pick: read-only
      disabled={Boolean(disabled) || inverted}
      inputReadOnly={locked || undefined}
      open={locked ? false : undefined}
      showNow={!hasBounds}
      disabledDate={hasBounds ? (current: Dayjs) => isDateDisabled(current.valueOf(), bounds, format) : undefined}
      disabledTime={
        hasBounds && hasTimePart(format)
          ? (current: Dayjs | null) => disabledTimeOnDay(current ? current.valueOf() : null, bounds)
          : undefined
      }
      onChange={(date) => onChange?.(toTimestamp(date as Dayjs | null, format))}
    />
  );
}

/** An observer, so a bound taken from another field follows that field live. */
export const JnpfDatePicker = observer(JnpfDatePickerInner);
