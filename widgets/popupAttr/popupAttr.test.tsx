import { act, waitFor } from '@testing-library/react';
import { clickButton, clickRow, memberSource, openPopup, renderPopupForm } from '../shared/popup/testing/popupKit';

afterEach(() => {
  document.body.innerHTML = '';
});

const withAttr = (attrProps: Record<string, unknown>, values: Record<string, unknown> = {}, pattern = 'editable') =>
  renderPopupForm(
    {
      staff: { component: 'popupSelect', props: memberSource, pattern },
      mobile: {
        component: 'popupAttr',
        props: { relationField: 'staff_jnpfTable_staff_transfer', showField: 'mobile', ...attrProps },
        pattern,
      },
    },
    values,
  );

const text = (el: HTMLElement) => el.querySelector('.jnpf-popup-attr')?.textContent ?? el.textContent;

describe('popupAttr', () => {
  test('follows the pick of its popupSelect; with isStorage the text is stored', async () => {
    const { item, form } = withAttr({ isStorage: 1 });
    expect(text(item('mobile'))).toBe('—');
    openPopup(item('staff'));
    await clickRow('会员3');
    clickButton('confirm');
    await waitFor(() => expect(text(item('mobile'))).toBe('13800000003'));
    expect(form.values.mobile).toBe('13800000003');
    openPopup(item('staff'));
    await clickRow('会员4');
    clickButton('confirm');
    await waitFor(() => expect(form.values.mobile).toBe('13800000004'));
    act(() => form.setValuesIn('staff', ''));
    await waitFor(() => expect(form.values.mobile).toBe(''));
    expect(text(item('mobile'))).toBe('—');
  });

  test('without isStorage it only shows the attribute: the form value stays unset', async () => {
    const { item, form } = withAttr({});
    openPopup(item('staff'));
    await clickRow('会员5');
    clickButton('confirm');
    await waitFor(() => expect(text(item('mobile'))).toBe('13800000005'));
    expect(form.values.mobile).toBeUndefined();
  });

  test('a saved record shows the attribute of the echoed row, also read-only', async () => {
    const { item } = withAttr({}, { staff: 'm11' }, 'readPretty');
    await waitFor(() => expect(text(item('mobile'))).toBe('13800000011'));
    expect(item('staff').querySelector('.jnpf-preview-text')?.textContent).toBe('会员11');
  });

  test('a stored value shows until the pick is known, and is kept when it agrees', async () => {
    const { item, form } = withAttr({ isStorage: true }, { staff: 'm12', mobile: '13800000012' });
    expect(text(item('mobile'))).toBe('13800000012');
    await waitFor(() => expect(item('staff').textContent).toContain('会员12'));
    expect(form.values.mobile).toBe('13800000012');
  });
});
