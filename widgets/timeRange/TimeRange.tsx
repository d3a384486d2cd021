import { useMemo } from 'react';
import { TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TimeRangePickerProps } from 'antd/es/time-picker';
import { observer } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import {
  clampTimeOfDay,
  disabledTimeUnits,
  formatTimeOfDay,
  parseTimeOfDay,
  timeWindow,
  timeWindowInverted,
} from '../shared/dateBounds';
import { DEFAULT_TIME_FORMAT } from '../shared/dateFormat';
import { withoutBoundProps, type BoundProps } from '../datePicker/boundProps';
import { timeToDayjs, useTimeBounds } from '../timePicker/TimePicker';
import { rangeMessages } from '../dateRange/messages';
import { rangeEnds } from '../dateRange/RangePreview';

export interface JnpfTimeRangeProps
  extends BoundProps<string>, Omit<TimeRangePickerProps, 'value' | 'onChange' | 'format' | 'placeholder'> {
  /** [start, end] time text ('HH:mm:ss' by default); [] when empty */
  value?: Array<string | null> | null;
  onChange?: (value: Array<string | null>) => void;
  format?: string;
  placeholder?: string | [string, string];
  clearable?: boolean;
  readOnly?: boolean;
  readonly?: boolean;
}

function JnpfTimeRangeInner(props: JnpfTimeRangeProps) {
  const lang = useEngineLanguage();
  const {
    value,
    onChange,
    format = DEFAULT_TIME_FORMAT,
    placeholder,
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
  // start later than end leaves nothing to pick: read-only
  const off = Boolean(disabled) || timeWindowInverted(bounds.start, bounds.end);
  const picked = useMemo(() => {
    const [from, to] = rangeEnds(value);
    const ends = [timeToDayjs(parseTimeOfDay(from)) ?? null, timeToDayjs(parseTimeOfDay(to)) ?? null] as [
      Dayjs | null,
      Dayjs | null,
    ];
    return ends[0] || ends[1] ? ends : null;
  }, [value]);
  const placeholders: [string, string] = Array.isArray(placeholder)
    ? placeholder
    : [formatMessage(rangeMessages.startTime, {}, lang), formatMessage(rangeMessages.endTime, {}, lang)];

  const toText = (date: Dayjs | null) => {
    if (!date) return null;
    const t = { h: date.hour(), m: date.minute(), s: /s/.test(format) ? date.second() : 0 };
    return formatTimeOfDay(hasBounds ? clampTimeOfDay(t, lo, hi) : t, format);
  };

  return (
    <TimePicker.RangePicker
      style={{ width: '100%' }}
      {...rest}
      value={picked}
      format={format}
      placeholder={placeholders}
      allowClear={(clearable ?? true) && !locked}
      disabled={off}
      // rc-picker warns about a disabled empty range unless empty ends are allowed; nothing can be typed anyway
      allowEmpty={off ? [true, true] : undefined}
      inputReadOnly={locked || undefined}
      open={locked ? false : undefined}
      disabledTime={hasBounds ? () => disabledTimeUnits(lo, hi) : undefined}
      onChange={(dates) =>
        onChange?.(dates ? [toText(dates[0] as Dayjs | null), toText(dates[1] as Dayjs | null)] : [])
      }
    />
  );
}

export const JnpfTimeRange = observer(JnpfTimeRangeInner);
