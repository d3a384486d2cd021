import { fireEvent, waitFor, within } from '@testing-library/react';
import organizeSelect from '../../organizeSelect';
import depSelect from '../../depSelect';
import posSelect from '../../posSelect';
import roleSelect from '../../roleSelect';
import groupSelect from '../../groupSelect';
import usersSelect from '../../usersSelect';
import { addItem } from './selection';
import { pathKeys, pathValue, relationIds } from './values';
import { conditionOf } from './kinds/users';
import {
  clickRow,
  confirm,
  dialog,
  fieldText,
  findRow,
  openPicker,
  renderPicker,
  rowNames,
  search,
  selectedNames,
} from './testing';

afterEach(() => {
  document.body.innerHTML = '';
});

const title = () => dialog().querySelector('.ant-modal-title')?.textContent;
const tabs = () =>
  within(dialog())
    .queryAllByRole('tab')
    .map((t) => t.textContent);

describe('usersSelect', () => {
  test('multiple: tabs 部门 角色 岗位 分组; picks across tabs grouped in 已选; values id--type', async () => {
    const { item, form } = renderPicker(usersSelect, { multiple: true }, { value: [] });
    openPicker(item);
    expect(title()).toBe('选择用户');
    expect(tabs()).toEqual(['部门', '角色', '岗位', '分组']);
    await clickRow('会员部');
    await clickRow('会员部');
    fireEvent.click(within(dialog()).getByRole('tab', { name: '角色' }));
    // the single top folder opens by itself: a click closes it, another opens it
    await clickRow('全局');
    await clickRow('全局');
    await clickRow('审核员');
    fireEvent.click(within(dialog()).getByRole('tab', { name: '岗位' }));
    await clickRow('会员部');
    await clickRow('部长');
    fireEvent.click(within(dialog()).getByRole('tab', { name: '部门' }));
    await search('张三');
    await clickRow('张三/zhangsan');
    const groups = within(dialog())
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['部门', '岗位', '用户', '角色']);
    expect(selectedNames()).toEqual(['会员部', '部长', '张三/zhangsan', '审核员']);
    confirm();
    expect(form.values.field).toEqual(['dep-1--department', 'role-1--role', 'pos-1--position', 'u-2--user']);
    await waitFor(() => expect(fieldText(item)).toContain('审核员'));
  });

  test('in the role tab organisations are folders, not choices', async () => {
    const { item } = renderPicker(usersSelect, { multiple: true }, { value: [] });
    openPicker(item);
    fireEvent.click(within(dialog()).getByRole('tab', { name: '岗位' }));
    await clickRow('会员部');
    expect(selectedNames()).toEqual([]);
  });

  test('single: only the 部门 tab, and only users can be picked', async () => {
    const { item, form } = renderPicker(usersSelect, {});
    openPicker(item);
    expect(tabs()).toEqual([]);
    await clickRow('会员部');
    expect(selectedNames()).toEqual([]);
    await clickRow('张三/zhangsan');
    confirm();
    expect(form.values.field).toBe('u-2--user');
  });

  test('the twin resolves every kind through one request', async () => {
    const { item, pickers } = renderPicker(
      usersSelect,
      { multiple: true },
      { value: ['dep-1--department', 'u-3--user', 'group-1--group'], pattern: 'readPretty' },
    );
    await waitFor(() => expect(item.textContent).toContain('会员部, 李四/lisi, 青年委员会'));
    expect(pickers.calls).toEqual(['selectedByIds:dep-1--department|u-3--user|group-1--group']);
  });
});

describe('organizeSelect', () => {
  test('picks an organisation: the value is its id path, the field shows the name path', async () => {
    const { item, form } = renderPicker(organizeSelect, {}, { value: [] });
    openPicker(item);
    expect(title()).toBe('选择组织');
    await clickRow('会员部');
    confirm();
    expect(form.values.field).toEqual(['org-1', 'dep-1']);
    await waitFor(() => expect(fieldText(item)).toBe('中华学会/会员部'));
  });

  test('multiple: a list of paths; the same path twice is kept once', async () => {
    const { item, form } = renderPicker(organizeSelect, { multiple: true }, { value: [['org-1', 'dep-2']] });
    openPicker(item);
    await waitFor(() => expect(selectedNames()).toEqual(['学术部']));
    await clickRow('学术部');
    await clickRow('中华学会');
    confirm();
    expect(form.values.field).toEqual([['org-1', 'dep-2'], ['org-1']]);
  });

  test('auth asks for the organisations the caller may see; custom only for ableIds', async () => {
    const byAuth = renderPicker(organizeSelect, { auth: true }, { value: [] });
    openPicker(byAuth.item);
    await findRow('会员部');
    expect(byAuth.pickers.calls).toContain('organizeTreeByAuth');
    document.body.innerHTML = '';
    const custom = renderPicker(organizeSelect, { selectType: 'custom', ableIds: [['org-1', 'dep-2']] }, { value: [] });
    openPicker(custom.item);
    await waitFor(() => expect(rowNames()).toEqual(['学术部']));
    expect(custom.pickers.calls).toContain('organizeCondition:org-1,dep-2');
  });
});

describe('the option-tree pickers', () => {
  test('depSelect: 选择部门; a company is a folder; the value is the department id', async () => {
    const { item, form } = renderPicker(depSelect, {});
    openPicker(item);
    expect(title()).toBe('选择部门');
    await clickRow('中华学会');
    expect(selectedNames()).toEqual([]);
    await clickRow('中华学会');
    await clickRow('学术部');
    confirm();
    expect(form.values.field).toBe('dep-2');
    await waitFor(() => expect(fieldText(item)).toBe('学术部'));
  });

  test('posSelect: 选择岗位; a keyword lists matching positions only', async () => {
    const { item, form } = renderPicker(posSelect, {});
    openPicker(item);
    expect(title()).toBe('选择岗位');
    await search('干');
    await waitFor(() => expect(rowNames()).toEqual(['干事']));
    await clickRow('干事');
    confirm();
    expect(form.values.field).toBe('pos-2');
  });

  test('roleSelect: 选择角色; only roles can be picked', async () => {
    const { item, form } = renderPicker(roleSelect, { multiple: true }, { value: [] });
    openPicker(item);
    expect(title()).toBe('选择角色');
    await clickRow('全局');
    expect(selectedNames()).toEqual([]);
    await clickRow('全局');
    await clickRow('编辑');
    await clickRow('审核员');
    confirm();
    expect(form.values.field).toEqual(['role-2', 'role-1']);
  });

  test('groupSelect: 分组选择; custom limits to ableIds', async () => {
    const { item, pickers } = renderPicker(groupSelect, { selectType: 'custom', ableIds: ['group-2'] });
    openPicker(item);
    expect(title()).toBe('分组选择');
    await findRow('专家委员会');
    expect(rowNames()).toEqual(['委员会', '专家委员会']);
    expect(pickers.calls).toEqual(['groupCondition:group-2']);
  });
});

describe('picker values', () => {
  const item = (key: string) => ({ key, node: { id: key, fullName: key, type: 'user', hasChildren: false } });

  test('single replaces, multiple appends and ignores a duplicate key', () => {
    expect(addItem([item('a')], item('b'), false).map((i) => i.key)).toEqual(['b']);
    expect(addItem([item('a')], item('b'), true).map((i) => i.key)).toEqual(['a', 'b']);
    expect(addItem([item('a'), item('b')], item('a'), true).map((i) => i.key)).toEqual(['a', 'b']);
  });

  test('organisation paths both ways, single and multiple, and saved comma-joined', () => {
    expect(pathKeys(['a', 'b'])).toEqual(['a,b']);
    expect(pathKeys([['a'], ['a', 'c']])).toEqual(['a', 'a,c']);
    expect(pathKeys('a,b')).toEqual(['a,b']);
    expect(pathValue(['a,b'], false)).toEqual(['a', 'b']);
    expect(pathValue(['a,b', 'c'], true)).toEqual([['a', 'b'], ['c']]);
    expect(pathValue([], false)).toEqual([]);
  });

  test('a relation source as ids; custom ableIds split by kind', () => {
    expect(relationIds('d1')).toEqual(['d1']);
    expect(relationIds(['d1', 'd2'])).toEqual(['d1', 'd2']);
    expect(relationIds([['o', 'd1']])).toEqual(['d1']);
    expect(relationIds('')).toEqual([]);
    expect(conditionOf(['d--department', 'p--position', 'r--role', 'g--group', 'u--user', 'x'])).toEqual({
      departIds: ['d'],
      positionIds: ['p'],
      roleIds: ['r'],
      groupIds: ['g'],
      userIds: ['u', 'x'],
    });
  });
});
