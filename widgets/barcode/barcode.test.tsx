import { act, render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import barcode, { isBarcodeText } from '.';

const SchemaField = createSchemaField({ components: { barcode: barcode.component } });

function renderBarcode(props: Record<string, unknown>, values: Record<string, unknown> = {}) {
  const form = createForm({ values });
  const schema: ISchema = {
    type: 'object',
    properties: {
      code: { type: 'string' },
      bar: { type: 'void', 'x-component': 'barcode', 'x-component-props': props },
    },
  };
  render(
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>,
  );
  return form;
}

const bars = () => document.querySelectorAll('.jnpf-barcode svg rect').length;

describe('isBarcodeText', () => {
  it.each([
    ['AB12cd', true],
    ['10241024', true],
    ['', false],
    ['A-1', false],
    ['编号1', false],
    ['a b', false],
  ])('%j → %s', (text, ok) => expect(isBarcodeText(text)).toBe(ok));
});

describe('barcode', () => {
  it('draws static letters and digits with the designer defaults (code128, lazy jsbarcode)', async () => {
    renderBarcode({ dataType: 'static', staticText: '10241024' });
    await waitFor(() => expect(bars()).toBeGreaterThan(1));
    const svg = document.querySelector('.jnpf-barcode svg') as SVGSVGElement;
    expect(svg.getAttribute('height')).toBe('50px'); // 40 bar height + 2 × 5 margin
  });

  it('refuses text with anything but letters and digits', async () => {
    const form = renderBarcode({ dataType: 'relation', relationField: 'code' }, { code: 'AB-12' });
    expect(document.querySelector('.jnpf-barcode')).toBeNull();
    expect(screen.getByRole('img').textContent).toBe('条形码仅支持字母和数字');
    await act(async () => form.setValuesIn('code', 'AB12'));
    await waitFor(() => expect(bars()).toBeGreaterThan(1));
    await act(async () => form.setValuesIn('code', '中文'));
    expect(document.querySelector('.jnpf-barcode')).toBeNull();
  });

  it('shows the empty placeholder for empty text and a format error for text the format rejects', async () => {
    const form = renderBarcode({ dataType: 'relation', relationField: 'code', format: 'EAN13' }, { code: '' });
    expect(screen.getByRole('img').textContent).toBe('暂无条形码内容');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => form.setValuesIn('code', '123'));
    await waitFor(() => expect(screen.getByRole('img').textContent).toBe('条形码内容不符合所选格式'));
    warn.mockRestore();
  });
});
