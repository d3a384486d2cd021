import { act, fireEvent, within } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { affixIcon } from './affixIcon';
import { isValidElement } from 'react';

const inputOf = (item: HTMLElement) => item.querySelector('input') as HTMLInputElement;

describe('input widget', () => {
  test('typing stores the text', () => {
    const { form, item } = renderWidget(entry, { props: {} });
    fireEvent.change(inputOf(item), { target: { value: '你好' } });
    expect(form.values.field).toBe('你好');
  });

  test('masked while not focused, real text while editing; the value stays real', () => {
    const { form, item } = renderWidget(entry, {
      props: { useMask: true, maskConfig: { maskType: 3 } },
      value: '13812345678',
    });
    const input = inputOf(item);
    expect(input.value).toBe('138****5678');
    fireEvent.focus(input);
    expect(input.value).toBe('13812345678');
    fireEvent.change(input, { target: { value: '13900001111' } });
    fireEvent.blur(input);
    expect(input.value).toBe('139****1111');
    expect(form.values.field).toBe('13900001111');
  });

  test('read-only with a mask stays masked even when focused', () => {
    const { item } = renderWidget(entry, {
      props: { useMask: true, maskConfig: { maskType: 1 }, readonly: true },
      value: 'abc',
    });
    const input = inputOf(item);
    fireEvent.focus(input);
    expect(input.value).toBe('***');
    expect(input.readOnly).toBe(true);
  });

  test('addons, text affixes, maxlength with count', () => {
    const { item } = renderWidget(entry, {
      props: {
        addonBefore: 'https://',
        addonAfter: '.com',
        prefixIcon: '¥',
        suffixIcon: 'kg',
        maxlength: 5,
        showCount: true,
      },
      value: 'abc',
    });
    const scope = within(item);
    expect(scope.getByText('https://')).toBeTruthy();
    expect(scope.getByText('.com')).toBeTruthy();
    expect(scope.getByText('¥')).toBeTruthy();
    expect(scope.getByText('kg')).toBeTruthy();
    expect(inputOf(item).maxLength).toBe(5);
    expect(item.textContent).toContain('3 / 5');
  });

  test('icon-class affixes render as icons', () => {
    const { item } = renderWidget(entry, { props: { prefixIcon: 'icon-ym icon-ym-search' } });
    expect(item.querySelector('i.icon-ym.icon-ym-search')).not.toBeNull();
    expect(isValidElement(affixIcon('icon-ym icon-ym-user'))).toBe(true);
    expect(affixIcon('')).toBeUndefined();
  });

  test('showPassword hides the text; clearable clears to ""', () => {
    const { form, item } = renderWidget(entry, { props: { showPassword: true, clearable: true }, value: 'pw' });
    expect(inputOf(item).type).toBe('password');
    const clear = item.querySelector('.ant-input-clear-icon') as HTMLElement;
    act(() => clear.click());
    expect(form.values.field).toBe('');
  });

  test('the twin shows the masked text between addons', () => {
    const { item } = renderWidget(entry, {
      props: { useMask: true, maskConfig: { maskType: 2 }, addonBefore: '姓名', addonAfter: '先生' },
      value: '张小明',
      pattern: 'readPretty',
    });
    expect(item.querySelector('input')).toBeNull();
    expect(item.querySelector('.jnpf-preview-text')?.textContent).toBe('姓名张*明先生');
  });

  test('disabled by the field even when the designer props say disabled: false', () => {
    const { item } = renderWidget(entry, { props: { disabled: false }, pattern: 'disabled' });
    expect(inputOf(item).disabled).toBe(true);
  });
});
