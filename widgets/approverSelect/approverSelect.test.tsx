import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { act, useState } from 'react';
import { EngineServicesProvider } from '../../engine-core/services';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { createFakePickers } from '../../tests/conformance/fakePickers';
import { renderWidget } from '../../tests/conformance/renderWidget';
import entry from './index';
import { useApproverPicker, type ApproverPick } from './ApproverPicker';
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
  rowNames,
  search as searchOnce,
  selectedNames,
} from '../shared/picker/testing';

afterEach(() => {
  document.body.innerHTML = '';
});

/** a search, then the key released (the search box ignores a second Enter while the first is held) */
async function search(keyword: string) {
  await searchOnce(keyword);
  fireEvent.keyUp(within(dialog()).getByPlaceholderText('请输入关键词查询'), { key: 'Enter', keyCode: 13 });
}

function renderApprover(props: Record<string, unknown> = {}, value?: unknown) {
  const pickers = createFakePickers();
  const services = createFakeServices({ overrides: { pickers } });
  const rendered = renderWidget(entry, { props, value, services });
  return { ...rendered, pickers, services };
}

describe('approverSelect', () => {
  test('the dialog: titled 审批人, a lazy tree from the virtual root, labelled for screen readers', async () => {
    const { item, pickers } = renderApprover();
    openPicker(item);
    expect(within(dialog()).getByText('审批人')).toBeInstanceOf(HTMLElement);
    expect(within(dialog()).queryAllByRole('tab')).toHaveLength(0);
    await findRow('会员部');
    expect(pickers.calls.slice(0, 2)).toEqual(['userNodes:-1', 'userNodes:org-1']);
    expect(pane().getAttribute('role')).toBe('tree');
    expect(pane().getAttribute('aria-label')).toBe('可选项');
  });

  test('only user nodes are selected: an organisation row opens and closes, a user row is picked', async () => {
    const { item, form } = renderApprover();
    openPicker(item);
    const company = await findRow('中华学会');
    expect(company.getAttribute('aria-expanded')).toBe('true');
    const department = await findRow('学术部');
    expect(department.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(department);
    expect(selectedNames()).toEqual([]);
    await waitFor(async () => expect((await findRow('学术部')).getAttribute('aria-expanded')).toBe('true'));
    await clickRow('李四/lisi');
    expect(selectedNames()).toEqual(['李四/lisi']);
    confirm();
    expect(form.values.field).toBe('u-3');
    expect(dialogBody()).toBeNull();
    await waitFor(() => expect(fieldText(item)).toBe('李四/lisi'));
  });

  test('a keyword lists users by name, and by account, as a flat list', async () => {
    const { item, pickers } = renderApprover();
    openPicker(item);
    await findRow('会员部');
    await search('张');
    await waitFor(() => expect(rowNames()).toEqual(['张三/zhangsan']));
    expect(pane().getAttribute('role')).toBe('listbox');
    await search('lisi');
    await waitFor(() => expect(rowNames()).toEqual(['李四/lisi']));
    expect(pickers.calls).toContain('userNodes:-1:lisi:1');
    await clickRow('李四/lisi');
    expect(selectedNames()).toEqual(['李四/lisi']);
  });

  test('a keyword matching many users pages them 20 at a time', async () => {
    const { item, pickers } = renderApprover();
    openPicker(item);
    await search('member');
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    const list = pane();
    Object.defineProperty(list, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 400, configurable: true });
    list.scrollTop = 500;
    fireEvent.scroll(list);
    await waitFor(() => expect(rowNames()).toHaveLength(24));
    expect(pickers.calls).toContain('userNodes:-1:member:2');
  });

  test('confirm with nobody picked warns 请选择审批人 and keeps the dialog open', async () => {
    const { item, form, services } = renderApprover();
    openPicker(item);
    await findRow('会员部');
    confirm();
    expect(services.calls.toast).toEqual([{ message: '请选择审批人', type: 'warning' }]);
    expect(dialogBody()).toBeInstanceOf(HTMLElement);
    expect(form.values.field).toBeUndefined();
  });

  test('a custom title names the dialog and the warning', async () => {
    const { item, services } = renderApprover({ title: '抄送人' });
    openPicker(item);
    expect(within(dialog()).getByText('抄送人')).toBeInstanceOf(HTMLElement);
    confirm();
    expect(services.calls.toast).toEqual([{ message: '请选择抄送人', type: 'warning' }]);
  });

  test('cancel restores the value the field had', async () => {
    const { item, form } = renderApprover({}, 'u-2');
    await waitFor(() => expect(fieldText(item)).toBe('张三/zhangsan'));
    openPicker(item);
    await waitFor(() => expect(selectedNames()).toEqual(['张三/zhangsan']));
    await clickRow('会员部');
    await clickRow('管理员/admin');
    expect(selectedNames()).toEqual(['管理员/admin']);
    cancel();
    expect(form.values.field).toBe('u-2');
    openPicker(item);
    await waitFor(() => expect(selectedNames()).toEqual(['张三/zhangsan']));
  });

  test('keyboard: ArrowDown from the search box into the tree, Enter picks a user, Escape cancels', async () => {
    const { item, form } = renderApprover({}, 'u-2');
    openPicker(item);
    await clickRow('会员部');
    await findRow('管理员/admin');
    const box = within(dialog()).getByPlaceholderText('请输入关键词查询');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(pane());
    // rows: 中华学会, 会员部 (the active row since its click), 管理员, 张三, …
    fireEvent.keyDown(pane(), { key: 'ArrowDown' });
    fireEvent.keyDown(pane(), { key: 'Enter' });
    expect(selectedNames()).toEqual(['管理员/admin']);
    fireEvent.keyDown(pane(), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(dialogBody()).toBeNull());
    expect(form.values.field).toBe('u-2');
  });
});

function Opener({ onPicked, title }: { onPicked(picked: ApproverPick[] | null): void; title?: string }) {
  const { pick, holder } = useApproverPicker();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void pick({ title }).then((picked) => {
            setBusy(false);
            onPicked(picked);
          });
        }}
      >
        提交
      </button>
      {holder}
    </>
  );
}

describe('useApproverPicker', () => {
  const renderOpener = (title?: string) => {
    const services = createFakeServices();
    const answers: (ApproverPick[] | null)[] = [];
    const view = render(
      <EngineServicesProvider value={services}>
        <Opener title={title} onPicked={(picked) => answers.push(picked)} />
      </EngineServicesProvider>,
    );
    return { services, answers, view };
  };

  test('pick() resolves with the chosen approver', async () => {
    const { answers, view } = renderOpener();
    fireEvent.click(view.getByRole('button', { name: '提交' }));
    await clickRow('会员部');
    await clickRow('张三/zhangsan');
    await act(async () => confirm());
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]?.map(({ id, fullName, organize }) => [id, fullName, organize])).toEqual([
      ['u-2', '张三/zhangsan', '中华学会/会员部'],
    ]);
    expect(dialogBody()).toBeNull();
  });

  test('pick() resolves with null on cancel, and refuses an empty confirm with the caller title', async () => {
    const { answers, services, view } = renderOpener('会签人');
    fireEvent.click(view.getByRole('button', { name: '提交' }));
    await findRow('会员部');
    confirm();
    expect(services.calls.toast).toEqual([{ message: '请选择会签人', type: 'warning' }]);
    await act(async () => cancel());
    await waitFor(() => expect(answers).toEqual([null]));
  });
});
