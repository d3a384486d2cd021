import { createRef } from 'react';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { FormRenderer, type FormRendererHandle } from '../FormRenderer';
import type { FieldModel, FormModel } from '../formModel/types';
import { testRegistry } from '../formModel/__fixtures__/testRegistry';

const input = (vModel: string, label: string, required = false): FieldModel => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'input', label, required },
  placeholder: `请输入${label}`,
});

const pane = (title: string, name: string, children: FieldModel[]) => ({ title, name, __config__: { children } });

const tabs: FormModel = {
  fields: [
    {
      __config__: {
        jnpfKey: 'tab',
        formId: 1,
        children: [pane('基本', 'one', [input('name', '姓名')]), pane('联系', 'two', [input('phone', '电话', true)])],
      },
    } as FieldModel,
  ],
};

const panels: FormModel = {
  fields: [
    {
      __config__: {
        jnpfKey: 'collapse',
        formId: 1,
        active: ['one'],
        children: [
          pane('面板一', 'one', [input('name', '姓名')]),
          pane('面板二', 'two', [input('phone', '电话', true)]),
        ],
      },
    } as FieldModel,
  ],
};

function renderForm(formData: FormModel) {
  const ref = createRef<FormRendererHandle>();
  const services = createFakeServices();
  const utils = render(<FormRenderer ref={ref} formData={formData} registry={testRegistry} services={services} />);
  const submit = () => act(async () => void (await ref.current!.submit().catch(() => undefined)));
  const phone = () => utils.container.querySelector<HTMLInputElement>('[data-field="phone"] input')!;
  const marked = () => [...utils.container.querySelectorAll('[data-has-error="true"]')].map((el) => el.textContent);
  return { ...utils, services, submit, phone, marked };
}

describe('a failed submit shows the error the user cannot see', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('tabs: the pane holding the error opens, its header is marked, the field focused, one toast', async () => {
    const { container, services, submit, phone, marked } = renderForm(tabs);
    expect(container.querySelector('.ant-tabs-tab-active')?.textContent).toBe('基本');
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(phone()));
    expect(container.querySelector('.ant-tabs-tab-active')?.textContent).toBe('联系');
    expect(marked()).toEqual(['联系']);
    expect(services.calls.toast).toEqual([{ message: '请检查表单', type: 'error' }]);

    fireEvent.change(phone(), { target: { value: '13800000000' } });
    await waitFor(() => expect(marked()).toEqual([]));
  });

  test('collapse: the closed panel holding the error opens, is marked and its field focused', async () => {
    const { container, services, submit, phone, marked } = renderForm(panels);
    const open = () =>
      [...container.querySelectorAll('.ant-collapse-item-active .ant-collapse-header')].map((h) => h.textContent);
    expect(open()).toEqual(['面板一']);
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(phone()));
    expect(open()).toEqual(['面板一', '面板二']);
    expect(marked()).toEqual(['面板二']);
    expect(services.calls.toast).toHaveLength(1);

    fireEvent.change(phone(), { target: { value: '1' } });
    await waitFor(() => expect(marked()).toEqual([]));
  });

  test('a valid form shows no toast and marks nothing', async () => {
    const { services, submit, phone, marked } = renderForm(tabs);
    fireEvent.change(phone(), { target: { value: '1' } });
    await submit();
    expect(services.calls.toast).toEqual([]);
    expect(marked()).toEqual([]);
  });
});
