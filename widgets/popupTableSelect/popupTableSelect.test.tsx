import { act, fireEvent, waitFor } from '@testing-library/react';
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

const tableSelect = (props: Record<string, unknown> = {}, values: Record<string, unknown> = {}) =>
  renderPopupForm({ pick: { component: 'popupTableSelect', props: { ...memberSource, ...props } } }, values);

describe('popupTableSelect', () => {
  test('opens a 700px popover; unpaged it asks 10000 rows, also after a search and a reset', async () => {
    const { item, services } = tableSelect({ hasPage: false });
    openPopup(item('pick'));
    await tableRows();
    expect(popupBody().closest('.ant-popover')).not.toBeNull();
    expect((popupBody().parentElement as HTMLElement).style.width).toBe('700px');
    typeKeyword('会员6');
    clickButton('search');
    await waitFor(async () => expect((await tableRows()).length).toBe(2));
    clickButton('reset');
    await waitFor(() => expect(services.calls.dataInterfaceList).toHaveLength(3));
    expect(listCalls(services)).toEqual([
      { currentPage: 1, pageSize: 10000, keyword: '' },
      { currentPage: 1, pageSize: 10000, keyword: '会员6' },
      { currentPage: 1, pageSize: 10000, keyword: '' },
    ]);
  }, 20000);

  test('paged: 20 a page', async () => {
    const { item, services } = tableSelect({ hasPage: true });
    openPopup(item('pick'));
    expect((await tableRows()).length).toBe(20);
    expect(listCalls(services)[0]).toEqual({ currentPage: 1, pageSize: 20, keyword: '' });
  });

  test('a pick stores the key and shows the relationField', async () => {
    const { item, form } = tableSelect({ hasPage: true });
    openPopup(item('pick'));
    await clickRow('会员5');
    clickButton('confirm');
    await waitFor(() => expect(form.values.pick).toBe('m5'));
    expect(shown(item('pick'))).toBe('会员5');
    expect(isOpen()).toBe(false);
  });

  test('single: confirming with no row checked clears the value', async () => {
    const { item, form } = tableSelect({ hasPage: true }, { pick: 'm3' });
    await waitFor(() => expect(shown(item('pick'))).toBe('会员3'));
    openPopup(item('pick'));
    // the current row comes checked; a click on it unchecks it
    await waitFor(() => expect(popupBody().querySelector('tr.ant-table-row-selected')?.textContent).toContain('会员3'));
    await clickRow('会员3');
    expect(popupBody().querySelector('tr.ant-table-row-selected')).toBeNull();
    clickButton('confirm');
    await waitFor(() => expect(form.values.pick).toBe(''));
    expect(isOpen()).toBe(false);
  });

  test('multiple: confirming with nothing checked changes nothing', async () => {
    const { item, form } = tableSelect({ hasPage: true, multiple: true }, { pick: ['m1'] });
    await waitFor(() => expect(shown(item('pick'))).toBe('会员1'));
    openPopup(item('pick'));
    await clickRow('会员1');
    clickButton('confirm');
    expect(isOpen()).toBe(true);
    expect(form.values.pick).toEqual(['m1']);
  });

  test('keyboard: Enter on the field opens the popover, Esc in it cancels; the clear icon does not open it', async () => {
    const { item, form } = tableSelect({ hasPage: true }, { pick: 'm2' });
    await waitFor(() => expect(shown(item('pick'))).toBe('会员2'));
    act(() => fireEvent.keyDown(item('pick').querySelector('input') as HTMLElement, { key: 'Enter' }));
    await waitFor(() => expect(isOpen()).toBe(true));
    await clickRow('会员6');
    act(() =>
      fireEvent.keyDown(popupBody().querySelector('tr.ant-table-row-selected input') as HTMLElement, { key: 'Escape' }),
    );
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(form.values.pick).toBe('m2');
    const clear = item('pick').querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(form.values.pick).toBe('');
    expect(isOpen()).toBe(false);
  });

  test('the read-only twin shows the relationField of a saved key', async () => {
    const { item } = renderPopupForm(
      { pick: { component: 'popupTableSelect', props: memberSource, pattern: 'readPretty' } },
      { pick: 'm9' },
    );
    await waitFor(() => expect(item('pick').querySelector('.jnpf-preview-text')?.textContent).toBe('会员9'));
  });
});
