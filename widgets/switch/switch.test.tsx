import { act } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { setEngineLanguage } from '../../engine-core/i18n';

const switchOf = (item: HTMLElement) => item.querySelector('button[role="switch"]') as HTMLButtonElement;

describe('switch widget', () => {
  test.each<[string, Record<string, unknown>, unknown, unknown]>([
    ['default 1/0', {}, 1, 0],
    ['custom values', { activeValue: 'Y', inactiveValue: 'N' }, 'Y', 'N'],
    ['booleans when the model says so', { activeValue: true, inactiveValue: false }, true, false],
  ])('%s: stores the active and inactive values', (_label, props, on, off) => {
    const { form, item } = renderWidget(entry, { props, value: off });
    expect(switchOf(item).getAttribute('aria-checked')).toBe('false');
    act(() => switchOf(item).click());
    expect(form.values.field).toBe(on);
    expect(switchOf(item).getAttribute('aria-checked')).toBe('true');
    act(() => switchOf(item).click());
    expect(form.values.field).toBe(off);
  });

  test('a stored "1" counts as the active value 1', () => {
    const { item } = renderWidget(entry, { props: {}, value: '1' });
    expect(switchOf(item).getAttribute('aria-checked')).toBe('true');
  });

  test('texts of both states', () => {
    const { item } = renderWidget(entry, { props: { activeTxt: '是', inactiveTxt: '否' }, value: 0 });
    expect(switchOf(item).textContent).toContain('否');
  });

  test('the twin shows the state text, 开/关 by default in the engine language', () => {
    const custom = renderWidget(entry, {
      props: { activeTxt: '是', inactiveTxt: '否' },
      value: 0,
      pattern: 'readPretty',
    });
    expect(custom.item.textContent).toContain('否');
    const plain = renderWidget(entry, { name: 'b', props: {}, value: 1, pattern: 'readPretty' });
    expect(plain.item.querySelector('.jnpf-preview-text')?.textContent).toBe('开');
    act(() => setEngineLanguage('en'));
    expect(plain.item.querySelector('.jnpf-preview-text')?.textContent).toBe('On');
    act(() => setEngineLanguage('zh'));
  });

  test('disabled and read-only cannot be switched', () => {
    const { form, item } = renderWidget(entry, { props: { readonly: true }, value: 0 });
    expect(switchOf(item).disabled).toBe(true);
    act(() => switchOf(item).click());
    expect(form.values.field).toBe(0);
  });
});
