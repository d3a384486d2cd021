import { useMemo } from 'react';
import { TimePicker } from 'antd';
import type { TimePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from '@formily/react';
import {
  clampTimeOfDay,
  disabledTimeUnits,
  formatTimeOfDay,
  parseTimeOfDay,
  resolveTimeBound,
  timeWindow,
  timeWindowInverted,
  type TimeOfDay,
} from '../shared/dateBounds';
import { DEFAULT_TIME_FORMAT } from '../shared/dateFormat';
import { useBoundInputs, withoutBoundProps, type BoundProps } from '../datePicker/boundProps';

export interface JnpfTimePickerProps
  extends BoundProps<string>, Omit<TimePickerProps, 'value' | 'onChange' | 'format' | 'readOnly'> {
  /** 'HH:mm:ss' (default) or 'HH:mm' text */
  value?: string | null;
  onChange?: (value: string | null) => void;
  format?: string;
  clearable?: boolean;
  readOnly?: boolean;
  readonly?: boolean;
}

/** A time of day on an arbitrary date, as the antd picker wants a Dayjs. */
export function timeToDayjs(t: TimeOfDay | null): Dayjs | undefined {
  return t ? dayjs().startOf('day').hour(t.h).minute(t.m).second(t.s) : undefined;
}

/** Start and end of a time picker with these props (null when unbounded), in its format. */
export function useTimeBounds(props: BoundProps<string>, format: string): { start: string | null; end: string | null } {
  const { start, end } = useBoundInputs(props);
  return { start: resolveTimeBound(start.rule, start.ctx, format), end: resolveTimeBound(end.rule, end.ctx, format) };
}

function JnpfTimePickerInner(props: JnpfTimePickerProps) {
  const {
    value,
    onChange,
    format = DEFAULT_TIME_FORMAT,
    clearable,
    readOnly,
    readonly,
    disabled,
    ...rest
  } = withoutBoundProps(props);
  const bounds = useTimeBounds(props, format);
  const hasBounds = bounds.start !== null || bounds.end !== null;
  const { lo, hi } = timeWindow(bounds.start, bounds.end);
  const locked = Boolean(readOnly ?? readonly);
  const picked = useMemo(() => timeToDayjs(parseTimeOfDay(value)), [value]);

  const emit = (date: Dayjs | null) => {
    if (!date) return onChange?.(null);
    const t = { h: date.hour(), m: date.minute(), s: /s/.test(format) ? date.second() : 0 };
    // a typed time outside the window snaps to the nearer bound, as the platform's picker does
    onChange?.(formatTimeOfDay(hasBounds ? clampTimeOfDay(t, lo, hi) : t, format));
  };

  return (
    <TimePicker
      style={{ width: '100%' }}
      {...rest}
      value={picked}
      format={format}
      allowClear={(clearable ?? true) && !locked}
      // start later than end leaves nothing to pick: read-only
      disabled={Boolean(disabled) || timeWindowInverted(bounds.start, bounds.end)}
      inputReadOnly={locked || undefined}
      open={locked ? false : undefined}
      showNow={!hasBounds}
      disabledTime={hasBounds ? () => disabledTimeUnits(lo, hi) : undefined}
      onChange={(date) => emit(date as Dayjs | null)}
    />
  );
}

/** An observer, so a bound taken from another field follows that field live. */
export const JnpfTimePicker = observer(JnpfTimePickerInner);
