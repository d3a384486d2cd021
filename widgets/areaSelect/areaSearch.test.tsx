import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { createFakeAreas } from '../../tests/conformance/fakeAreas';

/**
 * The area dialog's keyword search: a flat list of matching areas at the field's level in place of the lazy
 * tree, each read as its names from the province down; clearing the keyword brings the tree back.
 */

const XIHU = ['330000', '330100', '330106'];
const WAIT = { timeout: 4000 };
vi.setConfig({ testTimeout: 20_000 });

function setup(props: Record<string, unknown> = {}, value?: unknown) {
  const areas = createFakeAreas();
  const services = createFakeServices({ overrides: { areas } });
  const rendered = renderWidget(entry, { props: { clearable: true, ...props }, value, services });
  return { ...rendered, areas };
}

const dialog = () => document.querySelector<HTMLElement>('.jnpf-area-dialog') as HTMLElement;
const openDialog = (item: HTMLElement) => fireEvent.click(item.querySelector('.ant-select-selector') as HTMLElement);
const box = () => within(dialog()).getByRole('searchbox', { name: '请输入关键词查询' });
/** Enter searches at once (typing alone searches once it settles) */
const searchFor = (keyword: string) => {
  fireEvent.change(box(), { target: { value: keyword } });
  fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const hits = () =>
  within(dialog())
    .queryAllByRole('option')
    .map((o) => o.textContent);
const selectedTexts = () =>
  [...dialog().querySelectorAll('.jnpf-area-selected-item')].map((i) => i.textContent?.trim());
const treeVisible = () => (dialog().querySelector('.jnpf-area-tree')?.parentElement as HTMLElement).style.display;

afterEach(() => {
  document.body.innerHTML = '';
});

test('at level 2 a keyword lists only matching districts, as their whole path', async () => {
  const { item, areas } = setup({ level: 2 });
  openDialog(item);
  searchFor('西');
  // 西湖区 is a district; 西溪街道 (a street) matches too but lies below the level
  await waitFor(() => expect(hits()).toEqual(['浙江省/杭州市/西湖区']), WAIT);
  expect(areas.calls.search).toEqual(['西']);
  expect(treeVisible()).toBe('none');
});

test('the level decides what is listed: streets at 3, cities at 1', async () => {
  const deep = setup({ level: 3 });
  openDialog(deep.item);
  searchFor('西');
  await waitFor(() => expect(hits()).toEqual(['浙江省/杭州市/西湖区/西溪街道']), WAIT);
  document.body.innerHTML = '';

  const city = setup({ level: 1 });
  openDialog(city.item);
  searchFor('北京');
  await waitFor(() => expect(hits()).toEqual(['北京市/北京市']), WAIT);
});

test('a hit picked from the list is confirmed as its id path, named without asking the server', async () => {
  const { item, form, areas } = setup({ level: 2 });
  openDialog(item);
  searchFor('西湖');
  fireEvent.click(await within(dialog()).findByRole('option', { name: '浙江省/杭州市/西湖区' }, WAIT));
  expect(selectedTexts()).toEqual(['浙江省/杭州市/西湖区']);
  expect(within(dialog()).getByRole('option', { name: '浙江省/杭州市/西湖区' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  expect(form.values.field).toEqual(XIHU);
  await waitFor(() => expect(item.querySelector('.ant-select-selector')?.textContent).toBe('浙江省/杭州市/西湖区'));
  expect(areas.calls.namesByPaths).toEqual([]);
});

test('multiple: hits append to the chosen list; Enter on a focused hit picks it', async () => {
  const { item, form } = setup({ level: 2, multiple: true }, [XIHU]);
  openDialog(item);
  await waitFor(() => expect(selectedTexts()).toEqual(['浙江省/杭州市/西湖区']), WAIT);
  searchFor('区');
  await waitFor(() => expect(hits()).toContain('浙江省/宁波市/海曙区'), WAIT);
  const list = within(dialog()).getByRole('listbox');
  const first = within(list).getAllByRole('option')[0];
  first.focus();
  fireEvent.keyDown(first, { key: 'ArrowDown' });
  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
  fireEvent.click(within(list).getByRole('option', { name: '浙江省/宁波市/海曙区' }));
  expect(selectedTexts()).toEqual(['浙江省/杭州市/西湖区', '浙江省/杭州市/上城区', '浙江省/宁波市/海曙区']);
  fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  expect(form.values.field).toEqual([XIHU, ['330000', '330100', '330102'], ['330000', '330200', '330203']]);
});

test('typing searches once it settles; clearing the keyword brings the tree back as it was', async () => {
  const { item, areas } = setup({ level: 2 });
  openDialog(item);
  const province = await within(dialog()).findByText('浙江省', {}, WAIT);
  fireEvent.click(province);
  await within(dialog()).findByText('杭州市', {}, WAIT);
  fireEvent.change(box(), { target: { value: '海曙' } });
  await waitFor(() => expect(hits()).toEqual(['浙江省/宁波市/海曙区']), WAIT);
  fireEvent.change(box(), { target: { value: '' } });
  expect(within(dialog()).queryByRole('listbox')).toBeNull();
  expect(treeVisible()).toBe('');
  // the expanded province is still open: nothing is asked again
  expect(within(dialog()).getByText('杭州市')).toBeInstanceOf(HTMLElement);
  expect(areas.calls.children).toEqual(['-1', '330000']);
});

test('no match says so', async () => {
  const { item } = setup({ level: 2 });
  openDialog(item);
  searchFor('火星');
  expect(await within(dialog()).findByText('暂无数据', {}, WAIT)).toBeInstanceOf(HTMLElement);
});
