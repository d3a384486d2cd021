import { createRef } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { defaultRegistry } from '../../../widgets';
import { FormRenderer, type FormRendererHandle } from '../../FormRenderer';
import purchaseOrder from '../../../fixtures/models/purchase-order.json';

/** a field of the model, loosely typed for tests that edit it */
export type ModelField = Record<string, unknown> & {
  __config__: Record<string, unknown> & { children?: ModelField[] };
};

/** the child table's column of that vModel, to edit in a test */
export function columnOf(formData: { fields: ModelField[] }, vModel: string): ModelField {
  const table = formData.fields.find((f) => f.__vModel__ === 'items') as ModelField;
  return (table.__config__.children ?? []).find((c) => c.__vModel__ === vModel) as ModelField;
}

/** The seeded purchase order (a child table with complex header, row calculate and 合计) rendered for tests. */
export function renderOrder(
  options: {
    record?: Record<string, unknown>;
    readOnly?: boolean;
    edit?: (formData: { fields: ModelField[]; funcs: Record<string, string> }) => void;
  } = {},
) {
  const formData = structuredClone(purchaseOrder.formData) as unknown as {
    fields: ModelField[];
    funcs: Record<string, string>;
  };
  options.edit?.(formData);
  const services = createFakeServices();
  const ref = createRef<FormRendererHandle>();
  const view = render(
    <FormRenderer
      ref={ref}
      formData={formData}
      registry={defaultRegistry}
      services={services}
      initialValues={options.record}
      readOnly={options.readOnly}
    />,
  );
  return { ...view, ref, services, handle: () => ref.current as FormRendererHandle };
}

/** the child table's rows, in order */
export const tableRows = () => [
  ...document.querySelectorAll<HTMLElement>('.jnpf-input-table .ant-table-row[data-row-key]'),
];

/** a cell of a row (0-based) */
export function cellOf(row: number, column: string): HTMLElement {
  const cell = tableRows()[row]?.querySelector<HTMLElement>(`[data-field="${column}"]`);
  if (!cell) throw new Error(`no cell ${column} in row ${row}`);
  return cell;
}

export const inputOf = (row: number, column: string) => cellOf(row, column).querySelector('input') as HTMLInputElement;
/**
 * Puts the focus in a cell as a person does (a click or Tab): an editable cell shows a plain view until then,
 * and mounts its widget on that focus (widgets/table/TableCell.tsx). Returns the widget's input.
 */
export async function focusInputOf(row: number, column: string): Promise<HTMLInputElement> {
  await act(async () => inputOf(row, column).focus());
  return inputOf(row, column);
}

/** Types a new value into a cell: focus first (the widget takes over), then the change. */
export async function typeIn(row: number, column: string, value: string): Promise<void> {
  const input = await focusInputOf(row, column);
  await act(async () => fireEvent.change(input, { target: { value } }));
}

export const summaryOf = (column: string) =>
  document.querySelector<HTMLElement>(`[data-region="table-summary"] [data-summary="${column}"]`)?.textContent;

export const firstRecord = () => {
  const { $creator: _c, $daysAgo: _d, ...record } = purchaseOrder.records[0] as Record<string, unknown>;
  return structuredClone(record);
};
