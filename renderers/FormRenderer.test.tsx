import { createRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices } from '../tests/conformance/fakeServices';
import { FormRenderer, type FormRendererHandle } from './FormRenderer';
import { FormSubmitError } from './form/submitError';
import type { FieldModel, FormModel } from './formModel/types';
import { testRegistry } from './formModel/__fixtures__/testRegistry';

const input = (
  vModel: string,
  label: string,
  config: Record<string, unknown> = {},
  props: Record<string, unknown> = {},
): FieldModel => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'input', label, ...config },
  ...props,
});

const model: FormModel = {
  labelWidth: 120,
  fields: [
    input('name', '姓名', { required: true, span: 12 }),
    {
      __config__: {
        jnpfKey: 'row',
        formId: 2,
        children: [
          { __vModel__: 'hobbies', __config__: { jnpfKey: 'checkbox', label: '爱好', defaultValue: [] } },
          input('secret', '隐藏', { noShow: true, defaultValue: 'keep me' }),
        ],
      },
    },
    { __vModel__: 'total', __config__: { jnpfKey: 'calculate', label: '合计' }, isStorage: 0 },
    { __vModel__: 'legacy', __config__: { jnpfKey: 'hologram', label: '旧控件' } },
  ],
};

function renderForm(props: Partial<Parameters<typeof FormRenderer>[0]> = {}, formData: FormModel = model) {
  const ref = createRef<FormRendererHandle>();
  const services = createFakeServices();
  const utils = render(
    <FormRenderer ref={ref} formData={formData} registry={testRegistry} services={services} {...props} />,
  );
  return { ...utils, ref, services, handle: () => ref.current! };
}

describe('FormRenderer', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('renders every field in its form item with the data attributes', () => {
    const { container } = renderForm();
    const item = container.querySelector('[data-field="name"]')!;
    expect(item.getAttribute('data-jnpf-key')).toBe('input');
    expect(item.textContent).toContain('姓名');
    expect(container.querySelector('[data-field="hobbies"]')).not.toBeNull();
    const unknown = container.querySelector('[data-field="legacy"]')!;
    expect(unknown.getAttribute('data-unavailable')).toBe('true');
    expect(unknown.textContent).toContain('hologram');
    // noShow: not shown, but still part of the form
    expect(container.querySelector('[data-field="secret"]')).toBeNull();
  });

  test('submit returns the normalised values', async () => {
    const onSubmit = vi.fn();
    const { handle } = renderForm({ onSubmit });
    await userEvent.type(screen.getByLabelText('姓名'), '张三');
    let values: Record<string, unknown> = {};
    await act(async () => {
      values = await handle().submit();
    });
    expect(values).toEqual({ name: '张三', hobbies: [], secret: 'keep me', legacy: null });
    expect(onSubmit).toHaveBeenCalledWith(values);
  });

  test('an invalid form throws the field errors and shows the message', async () => {
    const onSubmit = vi.fn();
    const { handle } = renderForm({ onSubmit });
    let error: unknown;
    await act(async () => {
      error = await handle()
        .submit()
        .catch((e: unknown) => e);
    });
    expect(error).toBeInstanceOf(FormSubmitError);
    expect(error).toMatchObject({ reason: 'invalid', errors: [{ path: 'name', messages: ['姓名不能为空'] }] });
    expect(onSubmit).not.toHaveBeenCalled();
    await screen.findByText('姓名不能为空');
  });

  test('beforeSubmit can cancel; afterSubmit runs after onSubmit', async () => {
    const cancelled = renderForm({}, { ...model, funcs: { beforeSubmit: '() => Promise.reject()' } });
    await expect(cancelled.handle().submit()).rejects.toMatchObject({ reason: 'cancelled' });
    cancelled.unmount();

    const order: string[] = [];
    const ok = renderForm(
      { onSubmit: () => void order.push('onSubmit') },
      {
        fields: [input('a', 'A')],
        funcs: {
          beforeSubmit: '({ setFormData }) => { setFormData("a", "filled"); return Promise.resolve() }',
          afterSubmit: '({ onlineUtils }) => onlineUtils.toast("saved")',
        },
      },
    );
    let values: Record<string, unknown> = {};
    await act(async () => {
      values = await ok.handle().submit();
    });
    order.push(...ok.services.calls.toast.map((t) => t.message));
    expect(values).toEqual({ a: 'filled' });
    expect(order).toEqual(['onSubmit', 'saved']);
  });

  test('onLoad runs after mount; a button click runs its script', async () => {
    renderForm(
      {},
      {
        funcs: { onLoad: '({ setFormData }) => setFormData("a", "loaded")' },
        fields: [
          input('a', 'A'),
          {
            __config__: { jnpfKey: 'button', formId: 3 },
            buttonText: '填充',
            on: { click: '({ setFormData }) => setFormData("a", "clicked")' },
          },
        ],
      },
    );
    await waitFor(() => expect(screen.getByLabelText('A')).toHaveProperty('value', 'loaded'));
    await userEvent.click(screen.getByText('填充'));
    expect(screen.getByLabelText('A')).toHaveProperty('value', 'clicked');
  });

  test('a record opens with its values, and an emptied field does not fall back to its default', async () => {
    const { handle } = renderForm(
      { initialValues: { id: 'r1', name: '李四', secret: null } },
      { fields: [input('name', '姓名'), input('secret', '密', { defaultValue: 'default' })] },
    );
    expect(screen.getByLabelText('姓名')).toHaveProperty('value', '李四');
    expect(screen.getByLabelText('密')).toHaveProperty('value', '');
    let values: Record<string, unknown> = {};
    await act(async () => {
      values = await handle().submit();
    });
    expect(values).toEqual({ id: 'r1', name: '李四', secret: null });
  });

  test('an equal record passed again (a new object) keeps the form and what was typed', async () => {
    const services = createFakeServices();
    const formData = { fields: [input('name', '姓名')] };
    const view = (record: Record<string, unknown>) => (
      <FormRenderer formData={formData} registry={testRegistry} services={services} initialValues={record} />
    );
    const { rerender } = render(view({ name: '甲' }));
    await userEvent.type(screen.getByLabelText('姓名'), '乙');
    rerender(view({ name: '甲' }));
    expect(screen.getByLabelText('姓名')).toHaveProperty('value', '甲乙');
    rerender(view({ name: '丙' }));
    expect(screen.getByLabelText('姓名')).toHaveProperty('value', '丙');
  });

  test('read-only shows the twins, not the controls', () => {
    const { container } = renderForm({ readOnly: true, initialValues: { name: '王五' } });
    expect(container.querySelector('input')).toBeNull();
    expect(container.querySelector('[data-field="name"] .preview')!.textContent).toBe('王五');
  });

  test('formConf.disabled disables every field; a top label layout is vertical', () => {
    const { container } = renderForm({}, { disabled: true, labelPosition: 'top', fields: [input('a', 'A')] });
    expect(screen.getByLabelText('A')).toHaveProperty('disabled', true);
    expect(container.querySelector('.ant-formily-item-layout-vertical')).not.toBeNull();
  });
});
