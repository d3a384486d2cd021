import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

const today = dayjs().startOf('day');
const at = (hour: number) => today.hour(hour).valueOf();

function setup() {
  const list = vi.fn(async () => ({
    list: [{ id: 'e1', title: '周例会', startDay: at(9), endDay: at(10), creator: 'me' }],
  }));
  const create = vi.fn(async () => ({ code: 200, msg: '新建成功', data: null }));
  const open = vi.fn(async () => ({ code: 200, msg: '已打开', data: null }));
  const services = fakeServices({ 'events.list': list, 'events.create': create, 'events.open': open });
  const schema: ScreenSchema = {
    schemaVersion: 2,
    type: 'void',
    'x-component': 'Page',
    properties: {
      calendar: {
        type: 'void',
        'x-component': 'Calendar',
        'x-component-props': {
          api: 'events.list',
          args: { owner: 'me' },
          onDateClick: { action: 'api', api: 'events.create', args: { start: '{{ $record.startTime }}' } },
          onEventClick: {
            action: 'api',
            api: 'events.open',
            args: { id: '{{ $record.id }}', who: '{{ $record.creator }}' },
          },
        },
        properties: {
          toolbar: {
            type: 'void',
            'x-component': 'Toolbar',
            'x-component-props': {
              buttons: [{ label: '新建日程', action: { action: 'refresh', target: 'calendar' } }],
            },
          },
        },
      },
    },
  };
  const view = renderScreen(schema, services);
  return { list, create, open, view };
}

describe('Calendar', () => {
  test('loads the shown month with the schema args and shows events on their day', async () => {
    const { list, view } = setup();
    await screen.findByText('周例会');
    const range = {
      startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 00:00$/) as unknown,
      endTime: expect.stringMatching(/ 23:59$/) as unknown,
    };
    expect(list).toHaveBeenCalledWith({ owner: 'me', ...range });
    expect(screen.getByTestId('calendar-title').textContent).toBe(dayjs().format('YYYY年M月'));
    const cell = view.container.querySelector(`[data-date="${today.format('YYYY-MM-DD')}"]`)!;
    expect(cell.textContent).toContain('09:00周例会');
    expect(screen.getByRole('button', { name: /新建日程/ })).toBeInstanceOf(HTMLElement);
  });

  test('a day click runs onDateClick with a suggested slot; an event click runs onEventClick with its row', async () => {
    const { create, open, view } = setup();
    await screen.findByText('周例会');
    const other = today.add(2, 'day').format('YYYY-MM-DD');
    fireEvent.click(view.container.querySelector(`[data-date="${other}"]`)!);
    await waitFor(() => expect(create).toHaveBeenCalledWith({ start: `${other} 09:00` }));
    fireEvent.click(screen.getByText('周例会'));
    await waitFor(() => expect(open).toHaveBeenCalledWith({ id: 'e1', who: 'me' }));
    expect(create).toHaveBeenCalledTimes(1); // the event click does not reach the day
  });

  test('the week view asks for its seven days; navigation moves the range; refresh reloads', async () => {
    const { list, view } = setup();
    await screen.findByText('周例会');
    fireEvent.click(screen.getByText('周'));
    await waitFor(() => expect(view.container.querySelectorAll('[data-date]')).toHaveLength(7));
    const monday = today.subtract((today.day() + 6) % 7, 'day');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ startTime: `${monday.format('YYYY-MM-DD')} 00:00` }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        expect.objectContaining({ startTime: `${monday.add(7, 'day').format('YYYY-MM-DD')} 00:00` }),
      ),
    );
    const calls = list.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /新建日程/ }));
    await waitFor(() => expect(list.mock.calls.length).toBe(calls + 1));
  });
});
