import { act, render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { EngineServicesProvider, type EngineServices } from '../../../engine-core/services';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { useFieldOptions } from './useFieldOptions';
import type { FieldOptionsSource } from '../../../engine-core/options/types';

/** Shows what the hook yields: "loading" or the labels (with the value) of the top-level options. */
function OptionsProbe(props: FieldOptionsSource) {
  const { options, loading } = useFieldOptions(props);
  if (loading) return <div data-testid="probe">loading</div>;
  return <div data-testid="probe">{options.map((o) => `${o.label}=${String(o.value)}`).join(',') || 'none'}</div>;
}

const SchemaField = createSchemaField({ components: { OptionsProbe } });

function renderProbe(props: FieldOptionsSource, services: EngineServices, initialValues: Record<string, unknown> = {}) {
  const form = createForm({ initialValues });
  render(
    <EngineServicesProvider value={services}>
      <FormProvider form={form}>
        <SchemaField>
          <SchemaField.String name="province" />
          <SchemaField.String name="target" x-component="OptionsProbe" x-component-props={props} />
        </SchemaField>
      </FormProvider>
    </EngineServicesProvider>,
  );
  return form;
}

const probe = () => screen.getByTestId('probe');

describe('useFieldOptions', () => {
  test('static options through props', () => {
    renderProbe(
      { dataType: 'static', options: [{ code: 'a', name: '甲' }], props: { value: 'code', label: 'name' } },
      createFakeServices(),
    );
    expect(probe().textContent).toBe('甲=a');
  });

  test('no dataType means static', () => {
    renderProbe({ options: [{ id: '1', fullName: '一' }] }, createFakeServices());
    expect(probe().textContent).toBe('一=1');
  });

  test('dictionary options, keyed by enCode when props say so', async () => {
    const services = createFakeServices();
    renderProbe({ dataType: 'dictionary', dictionaryType: 'sex', props: { value: 'enCode' } }, services);
    expect(probe().textContent).toBe('loading');
    await waitFor(() => expect(probe().textContent).toBe('男=male,女=female'));
    expect(services.calls.dictionaryOptions).toEqual(['sex']);
  });

  test('dynamic options from a data interface', async () => {
    const services = createFakeServices();
    renderProbe({ dataType: 'dynamic', propsUrl: 'colours' }, services);
    await waitFor(() => expect(probe().textContent).toBe('红=r,绿=g'));
    expect(services.calls.dataInterface).toEqual([{ id: 'colours', paramList: [] }]);
  });

  test('a parameter from another field: re-queried when that field changes', async () => {
    const services = createFakeServices();
    const form = renderProbe(
      {
        dataType: 'dynamic',
        propsUrl: 'cities',
        templateJson: [{ field: 'province', sourceType: 1, relationField: 'province', defaultValue: '' }],
      },
      services,
      { province: 'zj' },
    );
    await waitFor(() => expect(probe().textContent).toBe('杭州=hz,宁波=nb'));
    expect(services.calls.dataInterface).toHaveLength(1);
    expect(services.calls.dataInterface[0].paramList[0]).toMatchObject({ field: 'province', defaultValue: 'zj' });

    act(() => form.setValuesIn('province', 'js'));
    await waitFor(() => expect(probe().textContent).toBe('南京=nj'));
    expect(services.calls.dataInterface).toHaveLength(2);
    expect(services.calls.dataInterface[1].paramList[0]).toMatchObject({ defaultValue: 'js' });

    act(() => form.setValuesIn('province', ''));
    await waitFor(() => expect(probe().textContent).toBe('none'));
  });

  test('a system-variable parameter is filled from the form and the current user', async () => {
    const services = createFakeServices();
    renderProbe(
      {
        dataType: 'dynamic',
        propsUrl: 'colours',
        templateJson: [
          { field: 'id', sourceType: 4, relationField: '@formId' },
          { field: 'user', sourceType: 4, relationField: '@userId' },
        ],
      },
      services,
      { id: 'rec-1' },
    );
    await waitFor(() => expect(services.calls.dataInterface).toHaveLength(1));
    expect(services.calls.dataInterface[0].paramList.map((p) => p.defaultValue)).toEqual(['rec-1', 'u-1']);
  });

  test.each<[string, FieldOptionsSource]>([
    ['unknown dictionary', { dataType: 'dictionary', dictionaryType: 'nope' }],
    ['unknown interface', { dataType: 'dynamic', propsUrl: 'nope' }],
  ])('%s: empty options and a warning, no crash', async (_label, props) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProbe(props, createFakeServices());
    await waitFor(() => expect(probe().textContent).toBe('none'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[options]'), expect.any(Error));
    warn.mockRestore();
  });

  test('a remote source without an id has no options and makes no call', async () => {
    const services = createFakeServices();
    renderProbe({ dataType: 'dynamic' }, services);
    await waitFor(() => expect(probe().textContent).toBe('none'));
    expect(services.calls.dataInterface).toHaveLength(0);
  });

  test('a late reply of an older query does not overwrite newer options', async () => {
    const resolvers: Array<(v: unknown) => void> = [];
    const services = createFakeServices({
      overrides: {
        dataInterface: (_id, paramList = []) =>
          new Promise((resolve) => {
            const province = paramList[0]?.defaultValue;
            resolvers.push(() => resolve([{ id: String(province), fullName: String(province) }]));
          }),
      },
    });
    const form = renderProbe(
      {
        dataType: 'dynamic',
        propsUrl: 'x',
        templateJson: [{ field: 'p', sourceType: 1, relationField: 'province' }],
      },
      services,
      { province: 'old' },
    );
    await waitFor(() => expect(resolvers).toHaveLength(1));
    act(() => form.setValuesIn('province', 'new'));
    await waitFor(() => expect(resolvers).toHaveLength(2));
    await act(async () => resolvers[1](undefined));
    await act(async () => resolvers[0](undefined));
    expect(probe().textContent).toBe('new=new');
  });
});
