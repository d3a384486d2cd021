import { createForm } from '@formily/core';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { createScriptApi } from './scriptApi';

describe('setFormData', () => {
  test('a value filled by a script clears the field’s earlier required error', async () => {
    const form = createForm();
    const fee = form.createField({ name: 'fee', required: true });
    await fee.validate().catch(() => undefined);
    expect(fee.selfErrors.length).toBeGreaterThan(0);
    const api = createScriptApi({
      form,
      fieldsByPath: new Map(),
      services: createFakeServices(),
      onValueSet: () => {},
    });
    api.setFormData('fee', 200);
    await vi.waitFor(() => expect(fee.selfErrors).toEqual([]));
    expect(form.values.fee).toBe(200);
  });
});
