import { fireEvent, render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { ScriptRuntimeContext } from '../../engine-core/scriptContext';
import link from '.';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    ['https://a.cn/x', 'https://a.cn/x'],
    ['http://a.cn', 'http://a.cn'],
    ['mailto:a@b.cn', 'mailto:a@b.cn'],
    ['tel:123', 'tel:123'],
    ['/system/dictionary', '/system/dictionary'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (href, safe) => expect(safeHref(href)).toBe(safe));
});

function renderLink(props: Record<string, unknown>, click = 'on-click') {
  const run = vi.fn((_source: string, _context?: unknown): unknown => undefined);
  const SchemaField = createSchemaField({ components: { link: link.component } });
  render(
    <ScriptRuntimeContext.Provider value={{ run }}>
      <FormProvider form={createForm()}>
        <SchemaField
          schema={{
            type: 'object',
            properties: {
              l: { type: 'void', 'x-component': 'link', 'x-component-props': props, 'x-data': { on: { click } } },
            },
          }}
        />
      </FormProvider>
    </ScriptRuntimeContext.Provider>,
  );
  return run;
}

describe('link', () => {
  it('opens a safe href in the designed target and runs the click script', () => {
    const run = renderLink({ content: '官网', href: 'https://example.com', target: '_blank' });
    const a = screen.getByText('官网');
    expect(a.getAttribute('href')).toBe('https://example.com');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(a);
    expect(run).toHaveBeenCalledWith('on-click', expect.objectContaining({ data: expect.anything() }));
  });

  it('never follows a script URL', () => {
    renderLink({ content: '危险', href: 'javascript:alert(1)' });
    const a = screen.getByText('危险');
    expect(a.getAttribute('href')).toBe('#');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    a.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
