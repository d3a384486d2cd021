import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Popover, Segmented, Space, Spin } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from '@formily/react';
import dayjs, { type Dayjs } from 'dayjs';
import { defineMessages, engineLanguage, formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { runAction } from '../actions';
import { callApi, pickList } from '../callApi';
import { evaluate } from '../expression';
import { useScreenRuntime } from '../runtime';
import type { ActionSpec } from '../types';
import styles from './Calendar.module.css';
import {
  DEFAULT_FIELDS,
  eventsOn,
  shift,
  suggestedSlot,
  toEvents,
  viewTitle,
  dayTitle,
  visibleDays,
  visibleRange,
  WEEKDAYS,
  type CalendarEvent,
  type CalendarFields,
  type CalendarView,
} from './calendarModel';
import { useScreenComponent } from './useScreenComponent';

const messages = defineMessages({
  today: { zh: '今天', zhtw: '今天', en: 'Today' },
  month: { zh: '月', zhtw: '月', en: 'Month' },
  week: { zh: '周', zhtw: '週', en: 'Week' },
  previous: { zh: '上一页', zhtw: '上一頁', en: 'Previous' },
  next: { zh: '下一页', zhtw: '下一頁', en: 'Next' },
  more: { zh: '还有 {count} 项', zhtw: '還有 {count} 項', en: '{count} more' },
  allDay: { zh: '全天', zhtw: '全天', en: 'All day' },
});

export interface CalendarProps {
  /** API (by name) answering the events of a range; it gets `startTime` / `endTime` (`YYYY-MM-DD HH:mm`) */
  api: string;
  /** more query arguments (expressions over the screen state) */
  args?: Record<string, unknown> | string;
  listPath?: string;
  defaultView?: CalendarView;
  /** which row fields hold the key, title, start, end (epoch ms or text), colour and all-day flag */
  fields?: Partial<CalendarFields>;
  /** a click on a day: `$record` is `{ date, startTime, endTime }` (a suggested one-hour slot) */
  onDateClick?: ActionSpec;
  /** a click on an event: `$record` is its row */
  onEventClick?: ActionSpec;
  /** children (a Toolbar) sit in the header, left of the view switch */
  children?: ReactNode;
}

const MONTH_CELL_EVENTS = 3;

function EventChip({ event, onClick }: { event: CalendarEvent; onClick(): void }) {
  const time = event.allDay ? formatMessage(messages.allDay) : event.start.format('HH:mm');
  return (
    <div
      className={styles.event}
      style={event.color ? { borderLeftColor: event.color, background: `${event.color}1f` } : undefined}
      data-event-key={event.key}
      title={`${time} ${event.title}`}
      role="button"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      <span className={styles.eventTime}>{time}</span>
      <span className={styles.eventTitle}>{event.title}</span>
    </div>
  );
}

/** The rows of the range on screen, loaded again whenever the query changes; the newest answer wins. */
function useCalendarRows(api: string, listPath: string | undefined, queryKey: string) {
  const runtime = useScreenRuntime();
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const [loading, setLoading] = useState(false);
  const requestId = useRef(0);

  const load = useCallback(async () => {
    const id = ++requestId.current;
    setLoading(true);
    try {
      const { data } = await callApi(runtime.services, api, JSON.parse(queryKey) as Record<string, unknown>);
      if (id === requestId.current) setRows(pickList(data, listPath));
    } catch (error) {
      // the request layer reported it; the calendar keeps what it showed
      console.warn(`[screen] calendar ${api} failed`, error);
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  }, [runtime, api, listPath, queryKey]);

  useEffect(() => {
    void load();
  }, [load]);
  return { rows, loading, load };
}

/**
 * A month or week calendar over an API by name: it loads the range on screen, shows the events on their days,
 * and runs the schema's actions when a day (create) or an event (open) is clicked. `refresh` reloads it.
 */
export const Calendar = observer(function Calendar(props: CalendarProps) {
  useEngineLanguage();
  const { api, listPath, children } = props;
  const runtime = useScreenRuntime();
  const extra = evaluate<Record<string, unknown> | undefined>(props.args, runtime.scope()) ?? {};
  const [view, setView] = useState<CalendarView>(props.defaultView ?? 'month');
  const [anchor, setAnchor] = useState<Dayjs>(() => dayjs());
  const queryKey = JSON.stringify({ ...extra, ...visibleRange(view, anchor) });
  const { rows, loading, load } = useCalendarRows(api, listPath, queryKey);
  const name = useScreenComponent({ refresh: load });

  const fieldsKey = JSON.stringify(props.fields ?? {});
  const events = useMemo(
    () => toEvents(rows, { ...DEFAULT_FIELDS, ...(JSON.parse(fieldsKey) as Partial<CalendarFields>) }),
    [rows, fieldsKey],
  );
  const days = visibleDays(view, anchor);
  const today = dayjs();
  const run = (action: ActionSpec | undefined, record: Record<string, unknown>) =>
    void runAction(action, { runtime, scope: { $record: record } });

  return (
    <div className={styles.calendar} data-screen-component="Calendar" data-name={name} data-view={view}>
      <CalendarHeader view={view} anchor={anchor} onAnchor={setAnchor} onView={setView}>
        {children}
      </CalendarHeader>
      <Spin spinning={loading}>
        <div className={styles.body}>
          <div className={styles.weekdays}>
            {WEEKDAYS[engineLanguage()].map((label, i) => (
              <div
                key={label}
                className={[styles.weekday, view === 'week' && days[i].isSame(today, 'day') ? styles.weekdayToday : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                {view === 'week' ? `${label} ${days[i].format('M/D')}` : label}
              </div>
            ))}
          </div>
          <div className={[styles.grid, view === 'week' ? styles.weekGrid : ''].filter(Boolean).join(' ')}>
            {days.map((day) => (
              <DayCell
                key={day.valueOf()}
                day={day}
                dayEvents={eventsOn(events, day)}
                view={view}
                anchor={anchor}
                today={today}
                onDateClick={() => run(props.onDateClick, suggestedSlot(day))}
                onEventClick={(event) => run(props.onEventClick, event.row)}
              />
            ))}
          </div>
        </div>
      </Spin>
    </div>
  );
});

interface CalendarHeaderProps {
  view: CalendarView;
  anchor: Dayjs;
  onAnchor(update: (anchor: Dayjs) => Dayjs): void;
  onView(view: CalendarView): void;
  /** the schema's children (a Toolbar), left of the view switch */
  children?: ReactNode;
}

/** Previous, today, next; the range's title; the toolbar and the month/week switch. */
function CalendarHeader({ view, anchor, onAnchor, onView, children }: CalendarHeaderProps) {
  return (
    <div className={styles.header}>
      <Space>
        <Button
          icon={<LeftOutlined />}
          aria-label={formatMessage(messages.previous)}
          onClick={() => onAnchor((a) => shift(view, a, -1))}
        />
        <Button onClick={() => onAnchor(() => dayjs())}>{formatMessage(messages.today)}</Button>
        <Button
          icon={<RightOutlined />}
          aria-label={formatMessage(messages.next)}
          onClick={() => onAnchor((a) => shift(view, a, 1))}
        />
      </Space>
      <div className={styles.title} data-testid="calendar-title">
        {viewTitle(view, anchor, engineLanguage())}
      </div>
      <Space>
        {children}
        <Segmented<CalendarView>
          value={view}
          onChange={onView}
          options={[
            { label: formatMessage(messages.month), value: 'month' },
            { label: formatMessage(messages.week), value: 'week' },
          ]}
        />
      </Space>
    </div>
  );
}

interface DayCellProps {
  day: Dayjs;
  dayEvents: CalendarEvent[];
  view: CalendarView;
  /** the day the view is built around: in a month view, days of other months are greyed */
  anchor: Dayjs;
  today: Dayjs;
  onDateClick(): void;
  onEventClick(event: CalendarEvent): void;
}

/** One day: its events (a month cell shows three, the rest behind "n more"); a click on the day creates. */
function DayCell({ day, dayEvents, view, anchor, today, onDateClick, onEventClick }: DayCellProps) {
  const shown = view === 'month' ? dayEvents.slice(0, MONTH_CELL_EVENTS) : dayEvents;
  const hidden = dayEvents.slice(shown.length);
  const classes = [
    styles.day,
    view === 'month' && !day.isSame(anchor, 'month') ? styles.outside : '',
    day.isSame(today, 'day') ? styles.today : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-date={day.format('YYYY-MM-DD')} onClick={onDateClick}>
      <div className={styles.dayNumber}>
        <span>{day.date()}</span>
      </div>
      {shown.map((event) => (
        <EventChip key={event.key} event={event} onClick={() => onEventClick(event)} />
      ))}
      {hidden.length > 0 && (
        <Popover
          trigger="click"
          title={dayTitle(day, engineLanguage())}
          content={
            <div className={styles.moreList}>
              {dayEvents.map((event) => (
                <EventChip key={event.key} event={event} onClick={() => onEventClick(event)} />
              ))}
            </div>
          }
        >
          <div className={styles.more} role="button" onClick={(e) => e.stopPropagation()}>
            {formatMessage(messages.more, { count: hidden.length })}
          </div>
        </Popover>
      )}
    </div>
  );
}
