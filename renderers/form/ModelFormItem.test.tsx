import { render, waitFor } from '@testing-library/react';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { defaultRegistry } from '../../widgets';
import { FormRenderer } from '../FormRenderer';

/**
 * Labels of generated (model) forms: each control is named by its label (a screen reader reads 会员姓名 on the
 * text box), and the label honours the form's labelPosition, labelWidth and labelSuffix without wrapping.
 */
type Field = Record<string, unknown>;
const field = (jnpfKey: string, vModel: string, label: string, extra: Field = {}): Field => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label, showLabel: true, ...extra },
});

const model = (conf: Field = {}) => ({
  ...conf,
  fields: [
    field('input', 'name', '会员姓名'),
    field('textarea', 'intro', '简介'),
    field('inputNumber', 'age', '年龄', { labelWidth: 140 }),
    field('select', 'level', '会员等级'),
    field('datePicker', 'joined', '入会日期'),
    field('switch', 'active', '在册'),
    { __config__: { jnpfKey: 'groupTitle', label: '分组标题', showLabel: false, formId: 9 }, content: '基本信息' },
  ],
});

function renderModel(conf: Field = {}) {
  return render(<FormRenderer formData={model(conf)} registry={defaultRegistry} services={createFakeServices()} />);
}

/** What a screen reader names a control: the text of the elements its aria-labelledby points at. */
function accessibleName(control: Element): string {
  const ids = (control.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const item = (container: HTMLElement, vModel: string) =>
  container.querySelector(`[data-field="${vModel}"]`) as HTMLElement;
/** the focusable control of a field: its text box, number box, select search box, picker input or switch */
const controlOf = (el: HTMLElement) =>
  el.querySelector('input:not([type=hidden]), textarea, button[role="switch"]') as HTMLElement;

describe('labels of model forms', () => {
  test('every control is named by its label (aria-labelledby), with the labelSuffix', async () => {
    const { container } = renderModel({ labelSuffix: '：' });
    const expected: Record<string, string> = {
      name: '会员姓名：',
      intro: '简介：',
      age: '年龄：',
      level: '会员等级：',
      joined: '入会日期：',
      active: '在册：',
    };
    await waitFor(() => expect(accessibleName(controlOf(item(container, 'name')))).toBe('会员姓名：'));
    const names = Object.fromEntries(
      Object.keys(expected).map((vModel) => [vModel, accessibleName(controlOf(item(container, vModel)))]),
    );
    expect(names).toEqual(expected);
  });

  test('a display widget with showLabel false draws no label', () => {
    const { container } = renderModel();
    const title = container.querySelector('[data-jnpf-key="groupTitle"]') as HTMLElement;
    expect(title.querySelector('.ant-formily-item-label')).toBeNull();
    expect(title.textContent).toContain('基本信息');
  });

  test('labelPosition right: labels right-aligned at labelWidth (a field’s own width wins), on one line', () => {
    const { container } = renderModel({ labelWidth: 120 });
    const name = item(container, 'name');
    expect(name.className).toContain('ant-formily-item-layout-horizontal');
    expect(name.className).toContain('ant-formily-item-label-align-right');
    expect(name.className).not.toContain('ant-formily-item-label-wrap');
    const label = (vModel: string) => item(container, vModel).querySelector('.ant-formily-item-label') as HTMLElement;
    expect(label('name').style.width).toBe('120px');
    expect(label('age').style.width).toBe('140px');
  });

  test('labelPosition left aligns labels left; top puts them above their controls at full width', () => {
    const left = renderModel({ labelPosition: 'left' });
    expect(item(left.container, 'name').className).toContain('ant-formily-item-label-align-left');
    left.unmount();
    const top = renderModel({ labelPosition: 'top', labelWidth: 120 });
    const name = item(top.container, 'name');
    expect(name.className).toContain('ant-formily-item-layout-vertical');
    expect((name.querySelector('.ant-formily-item-label') as HTMLElement).style.width).toBe('');
  });
});
