import { act, fireEvent, waitFor, within } from '@testing-library/react';
import {
  clickButton,
  clickRow,
  isOpen,
  listCalls,
  memberSource,
  openPopup,
  popupBody,
  renderPopupForm,
  shown,
  tableRows,
  typeKeyword,
} from '../shared/popup/testing/popupKit';

afterEach(() => {
  document.body.innerHTML = '';
});

const staffOnly = (props: Record<string, unknown> = {}, values: Record<string, unknown> = {}) =>
  renderPopupForm({ staff: { component: 'popupSelect', props: { ...memberSource, ...props } } }, values);

describe('popupSelect', () => {
  test('unpaged: the opening query asks 100000 rows, search and reset 10000, both from page 1', async () => {
    const { item, services } = staffOnly();
    openPopup(item('staff'));
    expect((await tableRows()).length).toBe(60);
    typeKeyword('会员6');
    clickButton('search');
    await waitFor(async () => expect((await tableRows()).map((r) => r[1])).toEqual(['会员6', '会员60']));
    clickButton('reset');
    await waitFor(async () => expect((await tableRows()).length).toBe(60));
    expect((popupBody().querySelector('[data-popup-keyword]') as HTMLInputElement).value).toBe('');
    expect(listCalls(services)).toEqual([
      { currentPage: 1, pageSize: 100000, keyword: '' },
      { currentPage: 1, pageSize: 10000, keyword: '会员6' },
      { currentPage: 1, pageSize: 10000, keyword: '' },
    ]);
    expect(popupBody().querySelector('.ant-pagination')).toBeNull();
    // sixty rows rendered three times: slow in jsdom on a busy machine
  }, 20000);

  test('paged: 20 rows a page by default; page 2 continues the index; search goes back to page 1', async () => {
    const { item, services } = staffOnly({ hasPage: true });
    openPopup(item('staff'));
    const first = await tableRows();
    expect(first.length).toBe(20);
    expect(first[0]).toEqual(['1', '会员1', '13800000001']);
    expect(popupBody().textContent).toContain('共 60 条');
    act(() => fireEvent.click(popupBody().querySelector('.ant-pagination-item-2') as HTMLElement));
    await waitFor(async () => expect((await tableRows())[0]).toEqual(['21', '会员21', '13800000021']));
    typeKeyword('会员3');
    clickButton('search');
    await waitFor(async () => expect((await tableRows())[0][1]).toBe('会员3'));
    expect(listCalls(services)).toEqual([
      { currentPage: 1, pageSize: 20, keyword: '' },
      { currentPage: 2, pageSize: 20, keyword: '' },
      { currentPage: 1, pageSize: 20, keyword: '会员3' },
    ]);
  });

  test('a designer pageSize is used when paged; refresh asks the same page again', async () => {
    const { item, services } = staffOnly({ hasPage: true, pageSize: 50 });
    openPopup(item('staff'));
    expect((await tableRows()).length).toBe(50);
    clickButton('refresh');
    await waitFor(() => expect(services.calls.dataInterfaceList).toHaveLength(2));
    expect(listCalls(services)[1]).toEqual({ currentPage: 1, pageSize: 50, keyword: '' });
  });

  test('confirm with no row checked does nothing: the dialog stays and the value is unchanged', async () => {
    const { item, form } = staffOnly();
    openPopup(item('staff'));
    await tableRows();
    clickButton('confirm');
    expect(isOpen()).toBe(true);
    expect(form.values.staff).toBeUndefined();
  });

  test('a pick stores the propsValue, shows the relationField and copies columns (relationOptions)', async () => {
    const { item, form } = renderPopupForm({
      staff: {
        component: 'popupSelect',
        props: {
          ...memberSource,
          relationOptions: [
            { field: 'phone', type: 1, value: 'mobile' },
            { field: 'source', type: 2, value: '弹窗' },
          ],
        },
      },
      phone: { component: 'Input' },
      source: { component: 'Input' },
    });
    openPopup(item('staff'));
    await clickRow('会员3');
    clickButton('confirm');
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(form.values).toMatchObject({ staff: 'm3', phone: '13800000003', source: '弹窗' });
    expect(shown(item('staff'))).toBe('会员3');
    expect((item('phone').querySelector('input') as HTMLInputElement).value).toBe('13800000003');
    // clearing empties the copied column again
    fireEvent.mouseDown(item('staff').querySelector('.ant-select-clear') as HTMLElement);
    expect(form.values).toMatchObject({ staff: '', phone: '' });
  });

  test('cancel keeps the previous value; the dialog reopens with it checked', async () => {
    const { item, form } = staffOnly({}, { staff: 'm2' });
    await waitFor(() => expect(shown(item('staff'))).toBe('会员2'));
    openPopup(item('staff'));
    await clickRow('会员4');
    clickButton('cancel');
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(form.values.staff).toBe('m2');
    openPopup(item('staff'));
    await tableRows();
    const checked = popupBody().querySelector('tr.ant-table-row-selected');
    expect(checked?.textContent).toContain('会员2');
  });

  test('Esc cancels, Enter confirms; the rows are labelled for screen readers', async () => {
    const { item, form } = staffOnly();
    openPopup(item('staff'));
    await tableRows();
    const radio = within(popupBody()).getByLabelText('选择 会员7');
    act(() => fireEvent.click(radio));
    act(() => fireEvent.keyDown(radio, { key: 'Escape' }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(form.values.staff).toBeUndefined();
    openPopup(item('staff'));
    await clickRow('会员8');
    act(() => fireEvent.keyDown(within(popupBody()).getByLabelText('选择 会员8'), { key: 'Enter' }));
    await waitFor(() => expect(form.values.staff).toBe('m8'));
    expect(item('staff').querySelector('[aria-label="staff"]')).not.toBeNull();
  });

  test('Enter in the keyword box searches instead of confirming', async () => {
    const { item, services, form } = staffOnly();
    openPopup(item('staff'));
    await tableRows();
    typeKeyword('会员60');
    act(() => fireEvent.keyDown(popupBody().querySelector('[data-popup-keyword]') as HTMLElement, { key: 'Enter' }));
    await waitFor(() => expect(listCalls(services)[1]?.keyword).toBe('会员60'));
    expect(isOpen()).toBe(true);
    expect(form.values.staff).toBeUndefined();
  });

  test('multiple: checkboxes; the value is a list, removing a tag removes that key', async () => {
    const { item, form } = staffOnly({ multiple: true });
    openPopup(item('staff'));
    await clickRow('会员1');
    await clickRow('会员2');
    clickButton('confirm');
    await waitFor(() => expect(form.values.staff).toEqual(['m1', 'm2']));
    expect(shown(item('staff'))).toBe('会员1|会员2');
    act(() => fireEvent.click(item('staff').querySelector('.ant-select-selection-item-remove') as HTMLElement));
    expect(form.values.staff).toEqual(['m2']);
  });

  test('a saved value is echoed through InfoByIds as its relationField', async () => {
    const { item } = staffOnly({}, { staff: 'm42' });
    await waitFor(() => expect(shown(item('staff'))).toBe('会员42'));
  });

  test('templateJson parameters take their values from other fields when the popup queries', async () => {
    const { item, form, services } = renderPopupForm({
      dept: { component: 'Input' },
      staff: {
        component: 'popupSelect',
        props: {
          ...memberSource,
          interfaceId: 'deptMembers',
          templateJson: [
            { field: 'dept', sourceType: 1, relationField: 'dept' },
            { field: 'fixed', sourceType: 2, defaultValue: 'x' },
          ],
        },
      },
    });
    act(() => form.setValuesIn('dept', 'B'));
    openPopup(item('staff'));
    const rows = await tableRows();
    expect(rows.length).toBe(30);
    expect(rows[0][1]).toBe('会员2');
    const params = services.calls.dataInterfaceList[0].query.paramList ?? [];
    expect(params.map((p) => [p.field, p.defaultValue])).toEqual([
      ['dept', 'B'],
      ['fixed', 'x'],
    ]);
  });

  test('popupType drawer opens a drawer titled popupTitle', async () => {
    const { item } = staffOnly({ popupType: 'drawer' });
    openPopup(item('staff'));
    await tableRows();
    const drawer = popupBody().closest('.ant-drawer-content') as HTMLElement;
    expect(drawer.querySelector('.ant-drawer-title')?.textContent).toBe('选择会员');
  });

  test('disabled and read-only fields do not open the popup', async () => {
    const view = renderPopupForm({
      a: { component: 'popupSelect', props: memberSource, pattern: 'disabled' },
      b: { component: 'popupSelect', props: memberSource, pattern: 'readOnly' },
    });
    openPopup(view.item('a'));
    openPopup(view.item('b'));
    expect(isOpen()).toBe(false);
  });
});
