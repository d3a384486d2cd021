import { render } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { EngineServicesProvider, type EngineServices } from '../../engine-core/services';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { createFakeServices } from './fakeServices';

export type FieldPattern = 'editable' | 'disabled' | 'readOnly' | 'readPretty';

export interface RenderWidgetOptions {
  /** x-component-props (the designer's props); defaults to the entry's sample props */
  props?: Record<string, unknown>;
  /** initial form value of the field */
  value?: unknown;
  pattern?: FieldPattern;
  title?: string;
  name?: string;
  services?: EngineServices;
  /** extra fields rendered before the widget (sources of linkage) */
  siblings?: Record<string, ISchema>;
  /** wrap in FormItem (default: every entry but layout containers, which the adapter renders bare) */
  decorated?: boolean;
}

export interface RenderedWidget {
  form: Form;
  /** the FormItem root carrying data-jnpf-key / data-field (the host element for an undecorated container) */
  item: HTMLElement;
  /** where the widget itself renders: the FormItem's control area, or the host */
  control: HTMLElement;
  container: HTMLElement;
  name: string;
}

/**
 * Renders one registry entry the way the form-model adapter does (schema conventions of the engine brief): a
 * field named after its __vModel__, decorated by FormItem with data-jnpf-key / data-field (and
 * data-unavailable for entries not built yet), the designer props as x-component-props.
 */
export function renderWidget(entry: WidgetEntry, options: RenderWidgetOptions = {}): RenderedWidget {
  const name = options.name ?? 'field';
  const form = createForm(options.value === undefined ? {} : { values: { [name]: options.value } });
  const SchemaField = createSchemaField({
    components: { FormItem, ...entry.sample?.components, [entry.key]: entry.component },
  });
  const decorated = options.decorated ?? !entry.container;
  const decoratorProps: Record<string, string> = { 'data-jnpf-key': entry.key, 'data-field': name };
  if (entry.unavailable) decoratorProps['data-unavailable'] = 'true';
  const decoration = decorated ? { 'x-decorator': 'FormItem', 'x-decorator-props': decoratorProps } : {};
  const schema: ISchema = {
    type: 'object',
    properties: {
      ...options.siblings,
      [name]: {
        type: entry.valueType === 'void' ? 'void' : entry.valueType,
        title: options.title ?? '字段标题',
        ...decoration,
        'x-component': entry.key,
        'x-component-props': options.props ?? entry.sample?.props ?? {},
        'x-pattern': options.pattern ?? 'editable',
      },
    },
  };
  const { container } = render(
    <EngineServicesProvider value={options.services ?? createFakeServices()}>
      <FormProvider form={form}>
        <div data-conformance-host={name}>
          <SchemaField schema={schema} />
        </div>
      </FormProvider>
    </EngineServicesProvider>,
  );
  const host = container.querySelector<HTMLElement>(`[data-conformance-host="${name}"]`) as HTMLElement;
  const item = decorated ? host.querySelector<HTMLElement>(`[data-field="${name}"]`) : host;
  if (!item) throw new Error(`renderWidget: no FormItem with data-field="${name}" for ${entry.key}`);
  const control = decorated ? (item.querySelector<HTMLElement>('.ant-formily-item-control') ?? item) : host;
  return { form, item, control, container, name };
}
