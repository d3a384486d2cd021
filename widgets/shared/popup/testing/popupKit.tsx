import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { FormItem, Input } from '@formily/antd-v5';
import { EngineServicesProvider } from '../../../../engine-core/services';
import type { DataInterfaceParam } from '../../../../engine-core/services';
import { createFakeServices, type FakeEngineServices } from '../../../../tests/conformance/fakeServices';
import popupSelect from '../../../popupSelect';
import popupTableSelect from '../../../popupTableSelect';
import popupAttr from '../../../popupAttr';

/** Shared set-up of the popup widgets' component tests: a members interface and a form of several fields. */

export const members = Array.from({ length: 60 }, (_, i) => ({
  id: `m${i + 1}`,
  fullName: `会员${i + 1}`,
  mobile: `138${String(i + 1).padStart(8, '0')}`,
  dept: i % 2 ? 'B' : 'A',
}));

/** `members` all rows; `deptMembers` only those of the department its `dept` parameter names. */
export function popupServices(): FakeEngineServices {
  return createFakeServices({
    interfaces: {
      members: () => members,
      deptMembers: (params: DataInterfaceParam[]) => {
        const dept = params.find((p) => p.field === 'dept')?.defaultValue;
        return members.filter((m) => m.dept === dept);
      },
    },
  });
}

export const memberSource = {
  interfaceId: 'members',
  propsValue: 'id',
  relationField: 'fullName',
  columnOptions: [
    { value: 'fullName', label: '姓名' },
    { value: 'mobile', label: '手机' },
  ],
  popupTitle: '选择会员',
  clearable: true,
};

export interface PopupForm {
  form: Form;
  services: FakeEngineServices;
  item(name: string): HTMLElement;
}

/** Renders `fields` (name → component and props) in one form, as the adapter does. */
export function renderPopupForm(
  fields: Record<string, { component: string; props?: Record<string, unknown>; pattern?: string }>,
  values: Record<string, unknown> = {},
  services: FakeEngineServices = popupServices(),
): PopupForm {
  const form = createForm({ values });
  const SchemaField = createSchemaField({
    components: {
      FormItem,
      Input,
      popupSelect: popupSelect.component,
      popupTableSelect: popupTableSelect.component,
      popupAttr: popupAttr.component,
    },
  });
  const properties: Record<string, ISchema> = {};
  for (const [name, f] of Object.entries(fields)) {
    properties[name] = {
      type: 'string',
      title: name,
      'x-decorator': 'FormItem',
      'x-decorator-props': { 'data-jnpf-key': f.component, 'data-field': name },
      'x-component': f.component,
      'x-component-props': f.props ?? {},
      'x-pattern': (f.pattern as ISchema['x-pattern']) ?? 'editable',
    };
  }
  const { container } = render(
    <EngineServicesProvider value={services}>
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties }} />
      </FormProvider>
    </EngineServicesProvider>,
  );
  const item = (name: string) => {
    const el = container.querySelector<HTMLElement>(`[data-field="${name}"]`);
    if (!el) throw new Error(`no field ${name}`);
    return el;
  };
  return { form, services, item };
}

/** Opens the popup of a field with a press and a click, as a mouse does (the select never drops down). */
export function openPopup(item: HTMLElement) {
  const selector = item.querySelector('.ant-select-selector') as HTMLElement;
  fireEvent.mouseDown(selector);
  fireEvent.click(selector);
}

/** Popup bodies not on their way out (jsdom runs no leave animation, so a closed popup lingers). */
const openBodies = () =>
  [...document.querySelectorAll<HTMLElement>('.jnpf-popup-body')].filter(
    (el) => !el.closest('[class*="-leave"], [class*="-hidden"]'),
  );

/** The open popup's body (dialog, drawer or popover, all in a portal). */
export function popupBody(): HTMLElement {
  const bodies = openBodies();
  const body = bodies[bodies.length - 1];
  if (!body) throw new Error('no popup is open');
  return body;
}

export const isOpen = () => openBodies().length > 0;

/** Rows of the popup table once loaded: their cell texts. */
export async function tableRows(): Promise<string[][]> {
  await waitFor(() => expect(popupBody().querySelector('.ant-spin-spinning')).toBeNull());
  return [...popupBody().querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? ''),
  );
}

export async function clickRow(label: string) {
  await waitFor(() => expect(findRow(label)).toBeTruthy());
  act(() => fireEvent.click(findRow(label)?.querySelectorAll('td')[2] as HTMLElement));
}

function findRow(label: string): HTMLElement | undefined {
  return [...popupBody().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((tr) =>
    [...tr.querySelectorAll('td')].some((td) => td.textContent === label),
  );
}

export function clickButton(marker: 'search' | 'reset' | 'refresh' | 'cancel' | 'confirm') {
  act(() => fireEvent.click(popupBody().querySelector(`[data-popup-${marker}]`) as HTMLElement));
}

export function typeKeyword(text: string) {
  fireEvent.change(popupBody().querySelector('[data-popup-keyword]') as HTMLInputElement, { target: { value: text } });
}

/** The page sizes and keywords the List calls asked, in order. */
export const listCalls = (services: FakeEngineServices) =>
  services.calls.dataInterfaceList.map(({ query }) => ({
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    keyword: query.keyword,
  }));

/** The text the field shows (selected labels). */
export const shown = (item: HTMLElement) =>
  [...item.querySelectorAll('.ant-select-selection-item')].map((el) => el.textContent).join('|');
