import { fireEvent, render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { ScriptRuntimeContext } from '../../engine-core/scriptContext';
import button from '.';

function renderButton(props: Record<string, unknown>, pattern: 'editable' | 'disabled' | 'readPretty' = 'editable') {
  const run = vi.fn((_source: string, _context?: unknown): unknown => undefined);
  const SchemaField = createSchemaField({ components: { button: button.component } });
  render(
    <ScriptRuntimeContext.Provider value={{ run }}>
      <FormProvider form={createForm({ pattern })}>
        <SchemaField
          schema={{
            type: 'object',
            properties: {
              b: {
                type: 'void',
                'x-component': 'button',
                'x-component-props': props,
                'x-data': { on: { click: 'src' } },
              },
            },
          }}
        />
      </FormProvider>
    </ScriptRuntimeContext.Provider>,
  );
  return { run, el: screen.getByRole('button') as HTMLButtonElement };
}

describe('button', () => {
  it('runs the click script, aligned and typed as designed', () => {
    const { run, el } = renderButton({ buttonText: '计算', type: 'primary', align: 'right' });
    expect(el.textContent).toBe('计算');
    expect(el.classList.contains('ant-btn-primary')).toBe(true);
    expect((el.parentElement as HTMLElement).style.textAlign).toBe('right');
    fireEvent.click(el);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0][0]).toBe('src');
  });

  it.each([
    ['its own prop', { disabled: true }, 'editable'],
    ['a disabled form', {}, 'disabled'],
    ['the read-only view', {}, 'readPretty'],
  ] as const)('is inert when disabled by %s', (_, props, pattern) => {
    const { run, el } = renderButton(props, pattern);
    expect(el.disabled).toBe(true);
    fireEvent.click(el);
    expect(run).not.toHaveBeenCalled();
  });
});
