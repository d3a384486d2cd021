import { act, fireEvent, waitFor, within } from '@testing-library/react';
import entry from './index';
import {
  cancel,
  clickRow,
  confirm,
  dialog,
  dialogBody,
  fieldText,
  findRow,
  openPicker,
  pane,
  renderPicker,
  rowNames,
  search,
  selectedNames,
} from '../shared/picker/testing';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('userSelect', () => {
  test('the dialog: 选择用户, 800px, the tabs of selectType all, the lazy tree from the top', async () => {
    const { item, pickers } = renderPicker(entry, {});
    openPicker(item);
    expect(within(dialog()).getByText('选择用户')).toBeInstanceOf(HTMLElement);
    expect((dialog().closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
    const tabs = within(dialog())
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['全部数据', '当前组织', '我的下属', '系统变量']);
    // the only top organisation opens by itself
    await findRow('会员部');
    expect(pickers.calls.slice(0, 2)).toEqual(['userNodes:-1', 'userNodes:org-1']);
    expect(pane().getAttribute('role')).toBe('tree');
  });

  test('the pointer entering the field asks for the top at once; the dialog opened next uses that answer', async () => {
    const { item, pickers } = renderPicker(entry, {});
    fireEvent.mouseEnter(item.querySelector('.jnpf-picker-field') as HTMLElement);
    expect(pickers.calls).toEqual(['userNodes:-1']);
    openPicker(item);
    await findRow('会员部');
    expect(pickers.calls.filter((c) => c === 'userNodes:-1')).toHaveLength(1);
  });

  test('single: only users can be picked, a new pick replaces, confirm writes the id and shows the name', async () => {
    const { item, form, pickers } = renderPicker(entry, {});
    openPicker(item);
    await clickRow('会员部');
    expect(selectedNames()).toEqual([]);
    await clickRow('张三/zhangsan');
    await clickRow('管理员/admin');
    expect(selectedNames()).toEqual(['管理员/admin']);
    confirm();
    expect(form.values.field).toBe('u-1');
    expect(dialogBody()).toBeNull();
    await waitFor(() => expect(fieldText(item)).toBe('管理员/admin'));
    // the picked node was kept: no request to echo it
    expect(pickers.calls.some((c) => c.startsWith('usersByIds'))).toBe(false);
  });

  test('multiple: picks append and a duplicate is ignored', async () => {
    const { item, form } = renderPicker(entry, { multiple: true }, { value: [] });
    openPicker(item);
    await clickRow('会员部');
    await clickRow('张三/zhangsan');
    await clickRow('管理员/admin');
    await clickRow('张三/zhangsan');
    expect(selectedNames()).toEqual(['张三/zhangsan', '管理员/admin']);
    confirm();
    expect(form.values.field).toEqual(['u-2', 'u-1']);
  });

  test('cancel restores the value; 已选 of the next opening shows it again', async () => {
    const { item, form } = renderPicker(entry, { multiple: true }, { value: ['u-2'] });
    openPicker(item);
    await waitFor(() => expect(selectedNames()).toEqual(['张三/zhangsan']));
    fireEvent.click(within(dialog()).getByRole('button', { name: '清空列表' }));
    await clickRow('会员部');
    await clickRow('管理员/admin');
    expect(selectedNames()).toEqual(['管理员/admin']);
    cancel();
    expect(form.values.field).toEqual(['u-2']);
    openPicker(item);
    expect(selectedNames()).toEqual(['张三/zhangsan']);
  });

  test('a keyword lists matching users 20 a page; scrolling loads the next until a page is short', async () => {
    const { item, pickers } = renderPicker(entry, {});
    openPicker(item);
    await findRow('会员部');
    await search('成员');
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    expect(pane().getAttribute('role')).toBe('listbox');
    fireEvent.scroll(pane());
    await waitFor(() => expect(rowNames()).toHaveLength(24));
    fireEvent.scroll(pane());
    await act(async () => {});
    const pages = pickers.calls.filter((c) => c.startsWith('userNodes:-1:成员'));
    expect(pages).toEqual(['userNodes:-1:成员:1', 'userNodes:-1:成员:2']);
  });

  test('changing tab resets the keyword and loads the new tab', async () => {
    const { item, pickers } = renderPicker(entry, {});
    openPicker(item);
    await search('成员');
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    fireEvent.click(within(dialog()).getByRole('tab', { name: '我的下属' }));
    expect((within(dialog()).getByPlaceholderText('请输入关键词查询') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(rowNames()).toEqual(['张三/zhangsan']));
    expect(pickers.calls).toContain('subordinates');
  });

  test('系统变量 offers 当前用户, stored as currentUser', async () => {
    const { item, form } = renderPicker(entry, {});
    openPicker(item);
    fireEvent.click(within(dialog()).getByRole('tab', { name: '系统变量' }));
    await clickRow('当前用户');
    confirm();
    expect(form.values.field).toBe('currentUser');
    await waitFor(() => expect(fieldText(item)).toBe('当前用户'));
  });

  test('selectType custom lists only the users of ableIds (departments, users…)', async () => {
    const { item, pickers } = renderPicker(entry, {
      selectType: 'custom',
      ableIds: ['dep-1--department', 'u-3--user'],
    });
    openPicker(item);
    await waitFor(() => expect(rowNames()).toEqual(['管理员/admin', '张三/zhangsan', '李四/lisi']));
    expect(within(dialog()).queryAllByRole('tab')).toHaveLength(0);
    expect(pickers.calls[0]).toBe(
      'userCondition:{"departIds":["dep-1"],"positionIds":[],"roleIds":[],"groupIds":[],"userIds":["u-3"]}',
    );
  });

  test('relationField: the users of the department the other field holds now', async () => {
    const { item, form } = renderPicker(
      entry,
      { selectType: 'dep', relationField: 'dept' },
      { siblings: { dept: { type: 'string', 'x-component': 'div' } } },
    );
    act(() => form.setValuesIn('dept', 'dep-1'));
    openPicker(item);
    await waitFor(() => expect(rowNames()).toEqual(['管理员/admin', '张三/zhangsan']));
    cancel();
    act(() => form.setValuesIn('dept', 'dep-2'));
    openPicker(item);
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    expect(rowNames()[0]).toBe('李四/lisi');
  });

  test('relationField empty: nobody to pick, and no request', async () => {
    const { item, pickers } = renderPicker(entry, { selectType: 'pos', relationField: 'pos' });
    openPicker(item);
    await waitFor(() => expect(within(dialog()).getByText('暂无数据')).toBeInstanceOf(HTMLElement));
    expect(pickers.calls.filter((c) => c.startsWith('userCondition'))).toEqual([]);
  });

  test('a designer title replaces 选择用户', () => {
    const { item } = renderPicker(entry, { title: '选择审批人' });
    openPicker(item);
    expect(within(dialog()).getByText('选择审批人')).toBeInstanceOf(HTMLElement);
  });

  test('keyboard: ArrowDown moves, Enter picks, Escape cancels', async () => {
    const { item, form } = renderPicker(entry, {}, { value: 'u-3' });
    openPicker(item);
    await findRow('会员部');
    const list = pane();
    list.focus();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    await findRow('管理员/admin');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(selectedNames()).toEqual(['管理员/admin']);
    expect(list.getAttribute('aria-activedescendant')).toMatch(/\S/);
    fireEvent.keyDown(dialog(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(dialogBody()).toBeNull());
    expect(form.values.field).toBe('u-3');
  });
});

describe('userSelect field', () => {
  test('clear: the icon only when clearable, hovered and valued; single gives "", multiple []', async () => {
    const single = renderPicker(entry, { clearable: true }, { value: 'u-2' });
    const box = single.item.querySelector('.jnpf-picker-field') as HTMLElement;
    expect(single.item.querySelector('.ant-select-clear')).toBeNull();
    fireEvent.mouseEnter(box);
    fireEvent.mouseDown(single.item.querySelector('.ant-select-clear') as HTMLElement);
    expect(single.form.values.field).toBe('');
    expect(dialogBody()).toBeNull();
    document.body.innerHTML = '';
    const multiple = renderPicker(entry, { clearable: true, multiple: true }, { value: ['u-2', 'u-1'] });
    fireEvent.mouseEnter(multiple.item.querySelector('.jnpf-picker-field') as HTMLElement);
    fireEvent.mouseDown(multiple.item.querySelector('.ant-select-clear') as HTMLElement);
    expect(multiple.form.values.field).toEqual([]);
  });

  test('no clear icon when not clearable, or empty', () => {
    const plain = renderPicker(entry, {}, { value: 'u-2' });
    fireEvent.mouseEnter(plain.item.querySelector('.jnpf-picker-field') as HTMLElement);
    expect(plain.item.querySelector('.ant-select-clear')).toBeNull();
    document.body.innerHTML = '';
    const empty = renderPicker(entry, { clearable: true }, { value: '' });
    fireEvent.mouseEnter(empty.item.querySelector('.jnpf-picker-field') as HTMLElement);
    expect(empty.item.querySelector('.ant-select-clear')).toBeNull();
  });

  test('a disabled field neither opens the dialog nor offers clearing', () => {
    const { item } = renderPicker(entry, { clearable: true }, { value: 'u-2', pattern: 'disabled' });
    fireEvent.mouseEnter(item.querySelector('.jnpf-picker-field') as HTMLElement);
    expect(item.querySelector('.ant-select-clear')).toBeNull();
    openPicker(item);
    expect(dialogBody()).toBeNull();
  });

  test('names are resolved in one batch per form and the twin shows names, never ids', async () => {
    const pickersFor = renderPicker(
      entry,
      { multiple: true },
      {
        value: ['u-2', 'u-3'],
        pattern: 'readPretty',
        siblings: { other: { type: 'string', 'x-component': 'userSelect', 'x-pattern': 'readPretty' } },
      },
    );
    // the sibling uses the same component, registered under the entry's key
    act(() => pickersFor.form.setValuesIn('other', 'u-1'));
    await waitFor(() => expect(pickersFor.item.textContent).toContain('张三/zhangsan, 李四/lisi'));
    expect(pickersFor.item.textContent).not.toContain('u-2');
    expect(pickersFor.pickers.calls.filter((c) => c.startsWith('usersByIds')).length).toBeLessThanOrEqual(2);
  });
});
