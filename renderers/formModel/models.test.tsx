import { createRef } from 'react';
import { act, render } from '@testing-library/react';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { defaultRegistry } from '../../widgets';
import { FormRenderer, type FormRendererHandle } from '../FormRenderer';
import { FormSubmitError } from '../form/submitError';
import { formDataToSchema } from './formDataToSchema';
import { validateFormModel } from './validateFormModel';

/**
 * Every form model we ship (fixtures/models, seeded by the server) and the engine's own sample is valid,
 * converts without errors and renders with the real widgets: each visible field shows up in its form item,
 * submit answers with values or with field errors, and no model script fails.
 */
const modules = import.meta.glob<unknown>(['../../fixtures/models/*.json', './__fixtures__/*.model.json'], {
  eager: true,
  import: 'default',
});
const models = Object.entries(modules).map(([path, json]) => [path.split('/').pop()!, json] as const);

/**
 * data-field of every field that should be on screen: hidden by design (noShow, a hidden container) or by
 * the model's own onLoad script (setShowOrHide) is not.
 */
function visibleFields(handle: FormRendererHandle): string[] {
  const { form, conversion } = handle;
  return conversion.fields
    .filter((f) => !f.tableKey && (form.fields[f.address]?.display ?? 'visible') === 'visible')
    .map((f) => f.key);
}

/** services that answer every dictionary and data interface with nothing: the models' own ids are the server's */
const quietServices = () =>
  createFakeServices({
    overrides: {
      dictionaryOptions: async () => [],
      dataInterface: async () => [],
      dataInterfaceList: async (_id, query) => ({
        list: [],
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: 0 },
      }),
      dataInterfaceByIds: async () => [],
    },
  });

describe('shipped form models', () => {
  test('there is at least one model to check', () => {
    expect(models.length).toBeGreaterThan(0);
  });

  describe.each(models)('%s', (_name, json) => {
    test('is valid and converts without errors', () => {
      const validation = validateFormModel(json, { registry: defaultRegistry, language: 'en' });
      expect(validation.issues.filter((i) => i.severity === 'error').map((i) => i.text)).toEqual([]);
      const { diagnostics, fields } = formDataToSchema(json, { registry: defaultRegistry });
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(fields.length).toBeGreaterThan(0);
    });

    test('renders every visible field and submits', { timeout: 30000 }, async () => {
      const scriptFailures: unknown[][] = [];
      const realError = console.error.bind(console);
      const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        if (typeof args[0] === 'string' && args[0].startsWith('[form script]')) scriptFailures.push(args);
        else realError(...args);
      });
      const ref = createRef<FormRendererHandle>();
      const { container, unmount } = render(
        <FormRenderer ref={ref} formData={json} registry={defaultRegistry} services={quietServices()} />,
      );
      const expected = visibleFields(ref.current!);
      const drawn = [...container.querySelectorAll('[data-field]')].map((el) => el.getAttribute('data-field'));
      expect(expected.filter((f) => !drawn.includes(f))).toEqual([]);
      for (const el of container.querySelectorAll('[data-field]')) {
        expect(el.getAttribute('data-jnpf-key')).toMatch(/^[A-Za-z]\w*$/);
      }
      await act(async () => {
        const outcome = await ref.current!.submit().catch((e: unknown) => e);
        if (outcome instanceof Error) expect(outcome).toBeInstanceOf(FormSubmitError);
      });
      unmount();
      error.mockRestore();
      expect(scriptFailures).toEqual([]);
    });

    test('renders read-only', { timeout: 30000 }, () => {
      const { container, unmount } = render(
        <FormRenderer formData={json} registry={defaultRegistry} services={quietServices()} readOnly />,
      );
      expect(container.querySelectorAll('[data-field]').length).toBeGreaterThan(0);
      unmount();
    });
  });
});
