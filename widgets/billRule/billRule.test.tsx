import { act, render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { EngineServicesProvider, missingServices, type EngineServices } from '../../engine-core/services';
import billRule from '.';

const SchemaField = createSchemaField({ components: { billRule: billRule.component } });

function renderBillRule(
  value: unknown,
  billNumber: EngineServices['billNumber'],
  props: Record<string, unknown> = { rule: 'HY' },
) {
  const form = createForm({ values: { no: value } });
  const services: EngineServices = { ...missingServices, billNumber };
  render(
    <EngineServicesProvider value={services}>
      <FormProvider form={form}>
        <SchemaField
          schema={{
            type: 'object',
            properties: { no: { type: 'string', 'x-component': 'billRule', 'x-component-props': props } },
          }}
        />
      </FormProvider>
    </EngineServicesProvider>,
  );
  return form;
}

const input = () => document.querySelector('input') as HTMLInputElement;

describe('billRule', () => {
  it('numbers a new record once from BillRule/BillNumber and shows it read-only', async () => {
    const billNumber = vi.fn(() => Promise.resolve('HY20240305-0001'));
    const form = renderBillRule(null, billNumber);
    await waitFor(() => expect(form.values.no).toBe('HY20240305-0001'));
    expect(billNumber).toHaveBeenCalledTimes(1);
    expect(billNumber).toHaveBeenCalledWith('HY');
    expect(input().value).toBe('HY20240305-0001');
    expect(input().readOnly).toBe(true);
    await act(async () => form.setValuesIn('other', 1));
    expect(billNumber).toHaveBeenCalledTimes(1);
  });

  it('takes the rule from x-data.config when no prop names it', async () => {
    const billNumber = vi.fn(() => Promise.resolve('N1'));
    const form = createForm();
    render(
      <EngineServicesProvider value={{ ...missingServices, billNumber }}>
        <FormProvider form={form}>
          <SchemaField
            schema={{
              type: 'object',
              properties: { no: { type: 'string', 'x-component': 'billRule', 'x-data': { config: { rule: 'CFG' } } } },
            }}
          />
        </FormProvider>
      </EngineServicesProvider>,
    );
    await waitFor(() => expect(form.values.no).toBe('N1'));
    expect(billNumber).toHaveBeenCalledWith('CFG');
  });

  it('keeps the number of a saved record', async () => {
    const billNumber = vi.fn(() => Promise.resolve('NEW'));
    renderBillRule('HY-OLD', billNumber);
    await act(async () => undefined);
    expect(billNumber).not.toHaveBeenCalled();
    expect(input().value).toBe('HY-OLD');
  });

  it('on failure shows 系统自动生成 and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = renderBillRule('', () => Promise.reject(new Error('规则不存在')));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0][0])).toContain('HY');
    expect(input().value).toBe('');
    expect(input().placeholder).toBe('系统自动生成');
    expect(form.values.no).toBe('');
    warn.mockRestore();
  });
});
