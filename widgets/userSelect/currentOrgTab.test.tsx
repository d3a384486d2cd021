import { fireEvent, waitFor, within } from '@testing-library/react';
import entry from './index';
import { confirm, dialog, openPicker, renderPicker, rowNames, search } from '../shared/picker/testing';

/**
 * The 当前组织 tab of the user picker: its tree starts at the caller's organisation and reaches into the
 * sub-departments, so a keyword searches every user there, not only the organisation's direct members. (The
 * fake caller sits in 中华学会, org-1, whose people all belong to its departments 会员部 and 学术部.)
 */

afterEach(() => {
  document.body.innerHTML = '';
});

test('当前组织: a keyword finds users of the sub-departments, through the caller-relative system value', async () => {
  const { item, form, pickers } = renderPicker(entry, {});
  openPicker(item);
  fireEvent.click(within(dialog()).getByRole('tab', { name: '当前组织' }));
  await search('张');
  await waitFor(() => expect(rowNames()).toEqual(['张三/zhangsan']));
  expect(pickers.calls).toContain('userCondition:{"departIds":["@currentOrgAndSubOrg"]}');
  fireEvent.click(within(dialog()).getByText('张三/zhangsan'));
  confirm();
  expect(form.values.field).toBe('u-2');
});

test('当前组织: a keyword pages through the whole organisation (学术部 has 25 people)', async () => {
  const { item } = renderPicker(entry, {});
  openPicker(item);
  fireEvent.click(within(dialog()).getByRole('tab', { name: '当前组织' }));
  await search('成员');
  await waitFor(() => expect(rowNames()).toHaveLength(20));
  expect(rowNames()[0]).toBe('成员01/member01');
});
