import { act, render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import barcode, { barWidthFor, isBarcodeText } from '.';

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

describe('barWidthFor', () => {
  it.each([
    [400, 4, 0, 4], // column not measured yet
    [300, 4, 400, 4], // fits
    [400, 4, 250, 2], // thinner bars fit
    [400, 4, 90, 1], // never under one pixel: the svg scales the rest down
  ])('drawn %i px with bars of %i in a %i px column → bars of %i', (drawn, bar, column, fitting) =>
    expect(barWidthFor(drawn, bar, column)).toBe(fitting),
  );
});

describe('barcode', () => {
  it('draws static letters and digits with the designer defaults (code128, lazy jsbarcode)', async () => {
    renderBarcode({ dataType: 'static', staticText: '10241024' });
    await waitFor(() => expect(bars()).toBeGreaterThan(1));
    const svg = document.querySelector('.jnpf-barcode svg') as SVGSVGElement;
    // drawn 40 bar height + 2 × 5 margin, no text under the bars by default
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ 50$/);
    expect(svg.querySelector('text')).toBeNull();
  });

  it('scales to its column: the drawn size is the viewBox, the svg is as wide as the column, never wider', async () => {
    renderBarcode({ dataType: 'static', staticText: '2026100001', width: 4 });
    await waitFor(() => expect(bars()).toBeGreaterThan(1));
    const svg = document.querySelector('.jnpf-barcode svg') as SVGSVGElement;
    const [, , drawnWidth] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(drawnWidth).toBeGreaterThan(300);
    expect(svg.getAttribute('width')).toBe('100%');
    expect(svg.getAttribute('height')).toBeNull();
    expect(svg.style.maxWidth).toBe(`${drawnWidth}px`);
    expect(svg.style.height).toBe('auto');
    expect((svg.parentElement as HTMLElement).style.overflow).toBe('');
  });

  it('shows the text under the bars with displayValue', async () => {
    // jsdom draws no canvas: jsbarcode measures its text on one, as a browser does
    const measure = { font: '', measureText: (t: string) => ({ width: t.length * 8 }) };
    const canvas = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(measure as unknown as CanvasRenderingContext2D);
    renderBarcode({ dataType: 'static', staticText: 'AB12', displayValue: true });
    await waitFor(() => expect(bars()).toBeGreaterThan(1));
    const svg = document.querySelector('.jnpf-barcode svg') as SVGSVGElement;
    expect(svg.querySelector('text')?.textContent).toBe('AB12');
    const [, , , drawnHeight] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(drawnHeight).toBeGreaterThan(50); // bars, margins and the line of text
    canvas.mockRestore();
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
