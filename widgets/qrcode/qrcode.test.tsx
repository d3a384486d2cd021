import { act, render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import qrcode from '.';

const SchemaField = createSchemaField({ components: { qrcode: qrcode.component } });

function renderQr(props: Record<string, unknown>, values: Record<string, unknown> = {}) {
  const form = createForm({ values });
  const schema: ISchema = {
    type: 'object',
    properties: {
      code: { type: 'string' },
      qr: { type: 'void', 'x-component': 'qrcode', 'x-component-props': props },
    },
  };
  render(
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>,
  );
  return form;
}

const qrTitle = () => document.querySelector('.jnpf-qrcode svg title')?.textContent ?? null;

describe('qrcode', () => {
  it('encodes the static text, 100 px wide by default', () => {
    renderQr({ dataType: 'static', staticText: 'hello' });
    expect(qrTitle()).toBe('hello');
    expect(document.querySelector('.jnpf-qrcode svg')?.getAttribute('width')).toBe('100');
  });

  it("follows the relation field's live value", async () => {
    const form = renderQr({ dataType: 'relation', relationField: 'code' }, { code: 'A-1' });
    expect(qrTitle()).toBe('A-1');
    const before = document.querySelector('.jnpf-qrcode svg path:last-child')?.getAttribute('d');
    await act(async () => form.setValuesIn('code', 'B-22'));
    expect(qrTitle()).toBe('B-22');
    expect(document.querySelector('.jnpf-qrcode svg path:last-child')?.getAttribute('d')).not.toBe(before);
  });

  it('shows an empty placeholder when there is nothing to encode', async () => {
    const form = renderQr({ dataType: 'relation', relationField: 'code' }, { code: '' });
    expect(qrTitle()).toBeNull();
    expect(screen.getByRole('img').textContent).toBe('暂无二维码内容');
    await act(async () => form.setValuesIn('code', 'X'));
    expect(qrTitle()).toBe('X');
  });
});
