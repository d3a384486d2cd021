import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRegistry } from '../../../widgets';
import { EngineProvider } from '../../EngineProvider';
import { formDataToSchema } from '../../formModel/formDataToSchema';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { PreviewPopup } from '../preview/PreviewPopup';

/** /previewModel: a form with a print button previews it, and the button says printing is not supported there. */

const formData = JSON.stringify({
  popupType: 'general',
  hasPrintBtn: true,
  printButtonText: '打印单据',
  printId: ['pt-1'],
  fields: [{ __vModel__: 'name', __config__: { jnpfKey: 'input', label: '姓名' } }],
});

test('the preview popup shows the print button; pressing it says printing is not supported in preview', async () => {
  const services = createFakeServices();
  const { formConf } = formDataToSchema(formData, { registry: defaultRegistry });
  render(
    <EngineProvider widgets={defaultRegistry} services={services}>
      <PreviewPopup
        type="general"
        formData={formData}
        formConf={formConf}
        onClose={() => undefined}
        onSubmit={async () => true}
      />
    </EngineProvider>,
  );
  const button = await screen.findByRole('button', { name: /打印单据/ }, { timeout: 10_000 });
  await userEvent.click(button);
  await waitFor(() => expect(services.calls.toast.map((t) => t.message)).toEqual(['功能预览不支持打印']));
  expect(document.querySelector('[data-print-preview]')).toBeNull();
}, 30_000);
