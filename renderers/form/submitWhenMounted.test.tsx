import { createRef } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { FormRenderer, type FormRendererHandle } from '../FormRenderer';
import { FormSubmitError } from './submitError';
import type { FormModel } from '../formModel/types';
import { testRegistry } from '../formModel/__fixtures__/testRegistry';

/**
 * A large form mounts its first screenful at once and the rest in the background: submit() must still see
 * every field (its validator, its default), so it waits until the form is fully mounted.
 */
const COUNT = 300;
const model: FormModel = {
  fields: Array.from({ length: COUNT }, (_, i) => ({
    __vModel__: `f${i}`,
    __config__: {
      jnpfKey: 'input',
      label: `字段${i}`,
      span: i % 3 === 2 ? 24 : 12,
      required: i % 10 === 0,
      defaultValue: `d${i}`,
    },
  })),
};
const required = Array.from({ length: COUNT }, (_, i) => i).filter((i) => i % 10 === 0);

function renderLargeForm() {
  const ref = createRef<FormRendererHandle>();
  const view = render(
    <FormRenderer ref={ref} formData={model} registry={testRegistry} services={createFakeServices()} />,
  );
  return { ...view, handle: () => ref.current! };
}

const mountedFields = (container: HTMLElement) => container.querySelectorAll('[data-field]').length;

/**
 * Settles a promise that needs the background mounting to progress. Not inside act(): act holds React's
 * updates until its callback ends, which would wait forever for the mounting; waitFor lets them through.
 */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let outcome: { value?: T; error?: unknown } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  await waitFor(() => expect(outcome).toBeDefined(), { timeout: 25000 });
  return outcome!;
}

describe('submit on a form that is still mounting', () => {
  test('reports the errors of every required field, mounted or not yet', { timeout: 30000 }, async () => {
    const { container, handle } = renderLargeForm();
    expect(mountedFields(container)).toBeLessThan(COUNT);
    // required fields far down the form start empty
    act(() => handle().form.setValues(Object.fromEntries(required.map((i) => [`f${i}`, '']))));
    const { error } = await settle(handle().submit());
    expect(error).toBeInstanceOf(FormSubmitError);
    const paths = (error as FormSubmitError).errors.map((e) => e.path).sort();
    expect(paths).toEqual(required.map((i) => `f${i}`).sort());
    expect(mountedFields(container)).toBe(COUNT);
  });

  test('submits the value or default of every field', { timeout: 30000 }, async () => {
    const { container, handle } = renderLargeForm();
    expect(mountedFields(container)).toBeLessThan(COUNT);
    act(() => handle().form.setValues({ f0: 'typed' }));
    const { value: values = {} } = await settle(handle().submit());
    expect(Object.keys(values)).toHaveLength(COUNT);
    expect(values.f0).toBe('typed');
    expect(values[`f${COUNT - 1}`]).toBe(`d${COUNT - 1}`);
  });

  test('whenMounted resolves once every field is in the form', { timeout: 30000 }, async () => {
    const { container, handle } = renderLargeForm();
    await settle(handle().whenMounted());
    expect(mountedFields(container)).toBe(COUNT);
    expect(Object.keys(handle().form.fields).filter((k) => k.startsWith('__grid.'))).toHaveLength(COUNT);
  });
});
