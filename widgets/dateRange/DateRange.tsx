import { useMemo } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { RangePickerProps } from 'antd/es/date-picker';
import { observer } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { boundsInverted, disabledTimeOnDay, isDateDisabled } from '../shared/dateBounds';
import {
  DEFAULT_DATE_FORMAT,
  hasTimePart,
  pickerModeOf,
  timePartOf,
  toDayjs,
  toDayjsFormat,
  toTimestamp,
} from '../shared/dateFormat';
import { withoutBoundProps, type BoundProps } from '../datePicker/boundProps';
import { useDateBounds } from '../datePicker/DatePicker';
import { rangeMessages } from './messages';
import { rangeEnds } from './RangePreview';

export interface JnpfDateRangeProps
  extends
    BoundProps<number | string>,
    Omit<RangePickerProps, 'value' | 'onChange' | 'format' | 'picker' | 'showTime' | 'placeholder'> {
  /** [start, end] epoch-ms timestamps; [] when empty */
  value?: Array<number | string | null> | null;
  onChange?: (value: Array<number | null>) => void;
  format?: string;
  placeholder?: string | [string, string];
  clearable?: boolean;
  readOnly?: boolean;
  readonly?: boolean;
}

function JnpfDateRangeInner(props: JnpfDateRangeProps) {
  const lang = useEngineLanguage();
  const {
    value,
    onChange,
    format = DEFAULT_DATE_FORMAT,
    placeholder,
    clearable,
    readOnly,
    readonly,
    disabled,
    ...rest
  } = withoutBoundProps(props);
  const bounds = useDateBounds(props, format);
  const hasBounds = bounds.start !== null || bounds.end !== null;
  const locked = Boolean(readOnly ?? readonly);
  // start later than end leaves nothing to pick: read-only
  const off = Boolean(disabled) || boundsInverted(bounds);
  const picked = useMemo(() => {
    const [from, to] = rangeEnds(value);
    const ends = [toDayjs(from, format) ?? null, toDayjs(to, format) ?? null] as [Dayjs | null, Dayjs | null];
    return ends[0] || ends[1] ? ends : null;
  }, [value, format]);
  const placeholders: [string, string] = Array.isArray(placeholder)
    ? placeholder
    : [formatMessage(rangeMessages.startDate, {}, lang), formatMessage(rangeMessages.endDate, {}, lang)];

  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      {...rest}
      value={picked}
      picker={pickerModeOf(format)}
      format={toDayjsFormat(format)}
      showTime={hasTimePart(format) ? { format: timePartOf(format) } : false}
      placeholder={placeholders}
      allowClear={(clearable ?? true) && !locked}
      disabled={off}
      // rc-picker warns about a disabled empty range unless empty ends are allowed; nothing can be typed anyway
      allowEmpty={off ? [true, true] : undefined}
      inputReadOnly={locked || undefined}
      open={locked ? false : undefined}
      disabledDate={hasBounds ? (current: Dayjs) => isDateDisabled(current.valueOf(), bounds, format) : undefined}
      disabledTime={
        hasBounds && hasTimePart(format)
          ? (current: Dayjs | null) => disabledTimeOnDay(current ? current.valueOf() : null, bounds)
          : undefined
      }
      // each end is cut to the format's unit, so a year range holds 1 January of each year
      onChange={(dates) =>
        onChange?.(
          dates ? [toTimestamp(dates[0] as Dayjs | null, format), toTimestamp(dates[1] as Dayjs | null, format)] : [],
        )
      }
    />
  );
}

export const JnpfDateRange = observer(JnpfDateRangeInner);
