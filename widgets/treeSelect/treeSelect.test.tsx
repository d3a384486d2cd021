import { act, fireEvent, waitFor } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { choosableUnderLastLevel } from './lastLevel';
import { optionKeyNames, toFieldOptions } from '../shared/options';

const options = [
  {
    id: 'east',
    fullName: '华东',
    hasChildren: true,
    children: [
      { id: 'sh', fullName: '上海', hasChildren: false },
      { id: 'js', fullName: '江苏', hasChildren: false, disabled: true },
    ],
  },
  { id: 'west', fullName: '西部', hasChildren: false },
];

const open = (item: HTMLElement) => fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
const node = (label: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('.ant-select-tree-treenode')].find(
    (n) => n.querySelector('.ant-select-tree-title')?.textContent === label,
  );
  if (!found) throw new Error(`no node ${label}`);
  return found;
};
const choose = (label: string) =>
  act(() => fireEvent.click(node(label).querySelector('.ant-select-tree-node-content-wrapper') as HTMLElement));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('treeSelect widget', () => {
  test('single: choosing a node stores its id; clearing stores null', () => {
    const { form, item } = renderWidget(entry, { props: { options, clearable: true } });
    open(item);
    choose('上海');
    expect(form.values.field).toBe('sh');
    fireEvent.mouseDown(item.querySelector('.ant-select-clear') as HTMLElement);
    expect(form.values.field).toBeNull();
  });

  test('disabled nodes cannot be chosen', () => {
    const { form, item } = renderWidget(entry, { props: { options } });
    open(item);
    expect(node('江苏').className).toContain('disabled');
    choose('江苏');
    expect(form.values.field).toBeUndefined();
  });

  test('last-level mode: only nodes whose has-children flag equals the rule', () => {
    const { form, item } = renderWidget(entry, { props: { options, lastLevel: true } });
    open(item);
    expect(node('华东').className).toContain('disabled');
    choose('华东');
    expect(form.values.field).toBeUndefined();
    choose('西部');
    expect(form.values.field).toBe('west');
  });

  test('multiple: checkable, an array, disabled nodes left out', () => {
    const { form, item } = renderWidget(entry, { props: { options, multiple: true }, value: [] });
    open(item);
    act(() => fireEvent.click(node('上海').querySelector('.ant-select-tree-checkbox') as HTMLElement));
    act(() => fireEvent.click(node('西部').querySelector('.ant-select-tree-checkbox') as HTMLElement));
    // SHOW_ALL as on the platform: 华东 counts as checked once all its choosable children are; 江苏 never
    expect(form.values.field).toEqual(['sh', 'east', 'west']);
    expect(form.values.field).not.toContain('js');
  });

  test('the twin shows labels (single and multiple)', () => {
    const single = renderWidget(entry, { props: { options }, value: 'sh', pattern: 'readPretty' });
    expect(single.item.querySelector('.jnpf-preview-text')?.textContent).toBe('上海');
    const many = renderWidget(entry, {
      name: 'm',
      props: { options, multiple: true },
      value: ['west', 'sh'],
      pattern: 'readPretty',
    });
    expect(many.item.querySelector('.jnpf-preview-text')?.textContent).toBe('西部, 上海');
  });

  test('dictionary tree options', async () => {
    const view = renderWidget(entry, {
      props: { dataType: 'dictionary', dictionaryType: 'region' },
      value: 'js',
      pattern: 'readPretty',
      services: createFakeServices(),
    });
    await waitFor(() => expect(view.item.querySelector('.jnpf-preview-text')?.textContent).toBe('江苏'));
  });
});

describe('choosableUnderLastLevel', () => {
  const [east] = toFieldOptions(options, optionKeyNames(null));
  const leafWithoutFlag = toFieldOptions([{ id: 'x', fullName: 'x' }], optionKeyNames(null))[0];
  const parentWithoutFlag = toFieldOptions(
    [{ id: 'p', fullName: 'p', children: [{ id: 'c' }] }],
    optionKeyNames(null),
  )[0];
  const typed = toFieldOptions([{ id: 't', fullName: 't', type: 'user' }], optionKeyNames(null))[0];
  test.each<[string, Parameters<typeof choosableUnderLastLevel>, boolean]>([
    ['rule off', [east, { lastLevel: false }], true],
    ['parent excluded by default', [east, { lastLevel: true }], false],
    ['leaf allowed by default', [east.children![0], { lastLevel: true }], true],
    ['flag missing: answered from children (leaf)', [leafWithoutFlag, { lastLevel: true }], true],
    ['flag missing: answered from children (parent)', [parentWithoutFlag, { lastLevel: true }], false],
    ['rule value true picks parents', [east, { lastLevel: true, lastLevelValue: true }], true],
    ['custom key and text value', [typed, { lastLevel: true, lastLevelKey: 'type', lastLevelValue: 'user' }], true],
    ['custom key, other value', [typed, { lastLevel: true, lastLevelKey: 'type', lastLevelValue: 'role' }], false],
  ])('%s', (_label, args, expected) => {
    expect(choosableUnderLastLevel(...args)).toBe(expected);
  });
});
