import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadReply } from '../../../contract';
import { defaultRegistry } from '../../../widgets';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { EngineProvider } from '../../EngineProvider';
import { ImportWizard } from './ImportWizard';
import { modelImportApi, type ImportWizardApi } from './wizardApi';

/**
 * 下载模板: on a route with a fixed template (api.fixedTemplate gives a link) it is a plain link to that file
 * and the generated template is never asked for; elsewhere it downloads the generated template. A model's
 * wizard asks the API table for the current route's fixed template.
 */

const FIXED: DownloadReply = { name: 'sdqybmd.xlsx', url: 'https://files.example.org/templates/sdqybmd.xlsx' };

function setup(fixed: DownloadReply | null) {
  const api: ImportWizardApi = {
    template: vi.fn(async () => ({ name: 'gen.xlsx', url: '/api/file/Download?encryption=gen' })),
    upload: vi.fn(async () => ({ name: 's.xlsx', url: '' })),
    preview: vi.fn(async () => ({ headerRow: [], dataRow: [] })),
    importData: vi.fn(async () => ({ snum: 0, fnum: 0, resultType: 0 as const, failResult: [] })),
    exceptionData: vi.fn(async () => ({ name: 'e.xlsx', url: '' })),
    fixedTemplate: vi.fn(async () => fixed),
  };
  const services = createFakeServices();
  const view = render(
    <EngineProvider widgets={defaultRegistry} services={services}>
      <ImportWizard api={api} onCancel={vi.fn()} onDone={vi.fn()} />
    </EngineProvider>,
  );
  const templateLink = () => view.baseElement.querySelector('[data-import-template]') as HTMLElement;
  return { api, services, templateLink };
}

test('a route with a fixed template links to its file and never asks for the generated one', async () => {
  const { api, templateLink } = setup(FIXED);
  await waitFor(() => expect(templateLink().getAttribute('data-import-template')).toBe('fixed'));
  const link = templateLink();
  expect(link.tagName).toBe('A');
  expect(link.getAttribute('href')).toBe(FIXED.url);
  expect(link.getAttribute('download')).toBe('sdqybmd.xlsx');
  expect(link.textContent).toContain('下载模板');
  expect(api.template).not.toHaveBeenCalled();
});

test('elsewhere 下载模板 downloads the generated template', async () => {
  const { api, services, templateLink } = setup(null);
  await waitFor(() => expect(api.fixedTemplate).toHaveBeenCalled());
  expect(templateLink().getAttribute('data-import-template')).toBe('generated');
  expect(templateLink().getAttribute('href')).toBeNull();
  await userEvent.setup().click(within(templateLink()).getByText('下载模板'));
  await waitFor(() => expect(services.calls.download).toEqual(['/api/file/Download?encryption=gen']));
});

test("a model's wizard asks for the fixed template of the page's own route", async () => {
  window.history.pushState({}, '', '/model/yysdqy');
  const services = createFakeServices();
  const asked: Record<string, unknown>[] = [];
  const withApi = {
    ...services,
    api: {
      'modelImport.fixedTemplate': async (args?: Record<string, unknown>) => {
        asked.push(args ?? {});
        return { name: 'yysdqy.xlsx', url: '/import-templates/yysdqy.xlsx' };
      },
    },
  };
  expect(await modelImportApi(withApi, 'vd-x').fixedTemplate!()).toEqual({
    name: 'yysdqy.xlsx',
    url: '/import-templates/yysdqy.xlsx',
  });
  expect(asked).toEqual([{ modelId: 'vd-x', route: '/model/yysdqy' }]);
  window.history.pushState({}, '', '/');
});
