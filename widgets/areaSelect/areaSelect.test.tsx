import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setEngineLanguage } from '../../engine-core/i18n';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { createFakeAreas, type FakeAreaServices } from '../../tests/conformance/fakeAreas';

const XIHU = ['330000', '330100', '330106'];
/** antd's tree renders slowly in jsdom on a busy machine: room for a level to load */
const WAIT = { timeout: 4000 };
vi.setConfig({ testTimeout: 20_000 });
const SHANGCHENG = ['330000', '330100', '330102'];

function setup(props: Record<string, unknown> = {}, value?: unknown) {
  const areas = createFakeAreas();
  const services = createFakeServices({ overrides: { areas } });
  const rendered = renderWidget(entry, { props: { clearable: true, ...props }, value, services });
  return { ...rendered, areas };
}

const dialog = () => document.querySelector<HTMLElement>('.jnpf-area-dialog');

function openDialog(item: HTMLElement) {
  fireEvent.click(item.querySelector('.ant-select-selector') as HTMLElement);
}

/** A click on a tree node's title (expands it, or chooses it when it is at the level). */
async function clickNode(name: string) {
  const title = await waitFor(() => {
    const hit = [...(dialog()?.querySelectorAll<HTMLElement>('.ant-tree-title') ?? [])].find(
      (t) => t.textContent === name,
    );
    if (!hit) throw new Error(`no tree node ${name}`);
    return hit;
  }, WAIT);
  fireEvent.click(title);
}

const nodeOf = (name: string) =>
  [...(dialog()?.querySelectorAll<HTMLElement>('.ant-tree-treenode') ?? [])].find(
    (n) => n.querySelector('.ant-tree-title')?.textContent === name,
  );

const selectedTexts = () =>
  [...(dialog()?.querySelectorAll('.jnpf-area-selected-item') ?? [])].map((i) => i.textContent?.trim());

const button = (name: RegExp) => screen.getByRole('button', { name });
const confirm = () => fireEvent.click(button(/确\s*定/));
const cancel = () => fireEvent.click(button(/取\s*消/));

const fieldText = (item: HTMLElement) => item.querySelector('.ant-select-selector')?.textContent ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('areaSelect: the level rule', () => {
  test('at level 2 a province or a city cannot be confirmed; the accepted path has 3 ids', async () => {
    const { form, item, areas } = setup({ level: 2 }, []);
    openDialog(item);
    expect(dialog()?.querySelector('.ant-modal-title')?.textContent).toBe('省市区域');
    await clickNode('浙江省');
    await clickNode('杭州市');
    expect(selectedTexts()).toEqual([]);
    confirm();
    expect(form.values.field).toEqual([]);

    openDialog(item);
    await clickNode('浙江省');
    await clickNode('杭州市');
    await clickNode('西湖区');
    expect(selectedTexts()).toEqual(['浙江省/杭州市/西湖区']);
    confirm();
    expect(form.values.field).toEqual(XIHU);
    expect(fieldText(item)).toBe('浙江省/杭州市/西湖区');
    // the tree already knew the names: no GetAreaByIds for a confirmed choice
    expect(areas.calls.namesByPaths).toEqual([]);
  });

  test('nodes below the level are not offered: a district is a leaf at level 2', async () => {
    const { item, areas } = setup({ level: 2 });
    openDialog(item);
    await clickNode('浙江省');
    await clickNode('杭州市');
    await clickNode('西湖区');
    expect(nodeOf('西湖区')?.className).toContain('ant-tree-treenode-leaf');
    expect(areas.calls.children).toEqual(['-1', '330000', '330100']);
    expect(nodeOf('北山街道')).toBeUndefined();
  });

  test('level 3 goes down to streets; level 0 accepts a province alone', async () => {
    const deep = setup({ level: 3 });
    openDialog(deep.item);
    await clickNode('浙江省');
    await clickNode('杭州市');
    await clickNode('西湖区');
    expect(selectedTexts()).toEqual([]);
    await clickNode('西溪街道');
    confirm();
    expect(deep.form.values.field).toEqual([...XIHU, '330106002']);
    document.body.innerHTML = '';

    const top = setup({ level: 0 });
    openDialog(top.item);
    await clickNode('浙江省');
    confirm();
    expect(top.form.values.field).toEqual(['330000']);
  });

  test('a province without cities is a dead end at level 2: disabled, never chosen', async () => {
    const { form, item } = setup({ level: 2 });
    openDialog(item);
    await clickNode('天津市');
    expect(nodeOf('天津市')?.className).toContain('ant-tree-treenode-disabled');
    expect(selectedTexts()).toEqual([]);
    confirm();
    expect(form.values.field).toEqual([]);
  });

  test('without a level the default is 2 (districts)', async () => {
    const { form, item } = setup({});
    openDialog(item);
    await clickNode('北京市');
    const cities = await waitFor(() => {
      const all = [...(dialog()?.querySelectorAll<HTMLElement>('.ant-tree-title') ?? [])].filter(
        (t) => t.textContent === '北京市',
      );
      if (all.length < 2) throw new Error('the city is not loaded yet');
      return all;
    });
    fireEvent.click(cities[1]);
    await clickNode('东城区');
    confirm();
    expect(form.values.field).toEqual(['110000', '110100', '110101']);
  });
});

describe('areaSelect: single and multiple', () => {
  test('single: a new click replaces the choice', async () => {
    const { form, item } = setup({ level: 2 });
    openDialog(item);
    await clickNode('浙江省');
    await clickNode('杭州市');
    await clickNode('西湖区');
    await clickNode('上城区');
    expect(selectedTexts()).toEqual(['浙江省/杭州市/上城区']);
    confirm();
    expect(form.values.field).toEqual(SHANGCHENG);
  });

  test('multiple: appends, ignoring a path chosen twice; a list of paths', async () => {
    const { form, item } = setup({ level: 2, multiple: true }, [XIHU]);
    openDialog(item);
    await waitFor(() => expect(selectedTexts()).toEqual(['浙江省/杭州市/西湖区']), WAIT);
    await clickNode('浙江省');
    await clickNode('杭州市');
    await clickNode('上城区');
    await clickNode('西湖区');
    await clickNode('上城区');
    expect(selectedTexts()).toEqual(['浙江省/杭州市/西湖区', '浙江省/杭州市/上城区']);
    confirm();
    expect(form.values.field).toEqual([XIHU, SHANGCHENG]);
    const tags = [...item.querySelectorAll('.ant-select-selection-item-content')].map((t) => t.textContent);
    expect(tags).toEqual(['浙江省/杭州市/西湖区', '浙江省/杭州市/上城区']);
  });

  test('multiple: a tag removed in the field leaves the other path, without opening the dialog', async () => {
    const { form, item } = setup({ level: 2, multiple: true }, [XIHU, SHANGCHENG]);
    await waitFor(() => expect(item.querySelectorAll('.ant-select-selection-item-remove')).toHaveLength(2), WAIT);
    fireEvent.click(item.querySelectorAll<HTMLElement>('.ant-select-selection-item-remove')[0]);
    expect(form.values.field).toEqual([SHANGCHENG]);
    expect(dialog()).toBeNull();
  });
});

describe('areaSelect: cancel, clear and names', () => {
  test('cancel restores the value the field had', async () => {
    const { form, item } = setup({ level: 2 }, XIHU);
    openDialog(item);
    await clickNode('浙江省');
    await clickNode('宁波市');
    await clickNode('海曙区');
    expect(selectedTexts()).toEqual(['浙江省/宁波市/海曙区']);
    cancel();
    expect(form.values.field).toEqual(XIHU);
    openDialog(item);
    await waitFor(() => expect(selectedTexts()).toEqual(['浙江省/杭州市/西湖区']), WAIT);
    fireEvent.click(button(/清空列表/));
    expect(selectedTexts()).toEqual([]);
    cancel();
    expect(form.values.field).toEqual(XIHU);
  });

  test('clear gives [] and does not open the dialog; confirming an emptied list gives [] too', async () => {
    const { form, item } = setup({ level: 2 }, XIHU);
    await waitFor(() => expect(fieldText(item)).toBe('浙江省/杭州市/西湖区'), WAIT);
    fireEvent.mouseDown(item.querySelector('.ant-select-clear') as HTMLElement);
    // the icon is gone by the click, which lands on the select itself
    fireEvent.click(item.querySelector('.ant-select-selector') as HTMLElement);
    expect(form.values.field).toEqual([]);
    expect(dialog()).toBeNull();

    act(() => form.setValuesIn('field', SHANGCHENG));
    openDialog(item);
    fireEvent.click(button(/清空列表/));
    confirm();
    expect(form.values.field).toEqual([]);
  });

  test('names of saved paths: one GetAreaByIds for all the fields of a form, then cached', async () => {
    const areas: FakeAreaServices = createFakeAreas();
    const services = createFakeServices({ overrides: { areas } });
    const { item, container } = renderWidget(entry, {
      props: { level: 2, multiple: true },
      value: [XIHU, ['110000', '110100', '110101']],
      services,
      siblings: {
        other: {
          type: 'array',
          'x-component': 'areaSelect',
          'x-component-props': { level: 2 },
          default: SHANGCHENG,
        },
      },
    });
    await waitFor(() => expect(item.textContent).toContain('北京市/北京市/东城区'), WAIT);
    expect(item.textContent).toContain('浙江省/杭州市/西湖区');
    await waitFor(() => expect(container.textContent).toContain('浙江省/杭州市/上城区'), WAIT);
    expect(areas.calls.namesByPaths).toHaveLength(1);
    expect(areas.calls.namesByPaths[0]).toHaveLength(3);

    // the twin of the same value asks nothing more
    const twin = renderWidget(entry, { value: XIHU, pattern: 'readPretty', services, name: 'again' });
    await waitFor(() => expect(twin.item.textContent).toContain('浙江省/杭州市/西湖区'), WAIT);
    expect(areas.calls.namesByPaths).toHaveLength(1);
  });

  test('the twin shows the names of a multiple value separated by commas; unknown ids show as ids', async () => {
    const { item } = renderWidget(entry, {
      props: { multiple: true },
      value: [XIHU, ['990000']],
      pattern: 'readPretty',
      services: createFakeServices({ overrides: { areas: createFakeAreas() } }),
    });
    await waitFor(() => expect(item.textContent).toContain('浙江省/杭州市/西湖区, 990000'), WAIT);
  });
});

describe('areaSelect: languages', () => {
  afterEach(() => act(() => setEngineLanguage('zh')));

  test('the dialog speaks English and traditional Chinese', async () => {
    act(() => setEngineLanguage('en'));
    const { item } = setup({ level: 1 });
    expect(item.textContent).toContain('Please select');
    openDialog(item);
    expect(dialog()?.querySelector('.ant-modal-title')?.textContent).toBe('Province-city-district');
    expect(dialog()?.textContent).toContain('Choose down to the city');
    expect(dialog()?.textContent).toContain('Selected');
    act(() => setEngineLanguage('zhtw'));
    expect(dialog()?.querySelector('.ant-modal-title')?.textContent).toBe('省市區域');
    expect(dialog()?.textContent).toContain('請選擇到城市');
  });
});
