import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportDataReply, ImportPreviewReply, ModelFlow, ModelFlowsReply } from '../../../contract';
import { defaultRegistry } from '../../../widgets';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { EngineProvider } from '../../EngineProvider';
import { ImportWizard } from './ImportWizard';
import type { ImportWizardApi } from './wizardApi';

/**
 * The wizard's flow rules on Next from the preview: a model without flows imports at once; enableFlow with no
 * flow says 流程不存在 and imports nothing; one flow is used silently; several open 选择流程 (400 px, a
 * keyword filter, the flow names), and the one clicked is the flowId of the import.
 */

const preview: ImportPreviewReply = {
  headerRow: [{ id: 'name', fullName: '名称', jnpfKey: 'input' }],
  dataRow: [{ name: '河道清洁' }],
};
const flow = (id: string, fullName: string, enCode: string): ModelFlow => ({ id, fullName, enCode });
const TWO = [
  flow('f-approval', '志愿服务审批流程', 'volunteerApproval'),
  flow('f-quick', '志愿服务快速备案', 'volunteerQuick'),
];

function setup(flows: ModelFlowsReply | undefined) {
  const imported: { list: unknown[]; flowId?: string }[] = [];
  const api: ImportWizardApi = {
    template: vi.fn(async () => ({ name: 't.xlsx', url: '/t' })),
    upload: vi.fn(async () => ({ name: 'stored.xlsx', url: '' })),
    preview: vi.fn(async () => preview),
    importData: vi.fn(async (list, flowId) => {
      imported.push({ list, flowId });
      return { snum: 1, fnum: 0, resultType: 0, failResult: [] } satisfies ImportDataReply;
    }),
    exceptionData: vi.fn(async () => ({ name: 'e.xlsx', url: '/e' })),
    ...(flows ? { flows: vi.fn(async () => flows) } : {}),
  };
  const services = createFakeServices();
  render(
    <EngineProvider widgets={defaultRegistry} services={services}>
      <ImportWizard api={api} onCancel={vi.fn()} onDone={vi.fn()} />
    </EngineProvider>,
  );
  return { api, services, imported };
}

const user = () => userEvent.setup({ applyAccept: false });
const wizard = () => document.querySelector('[data-import-wizard-step]')!.closest('.ant-modal') as HTMLElement;
const step = () => document.querySelector('[data-import-wizard-step]')?.getAttribute('data-import-wizard-step');
const next = async () => user().click(within(wizard()).getByRole('button', { name: /下一步$/ }));
const chooser = () =>
  (document.querySelector('[data-flow-chooser]')?.closest('.ant-modal') ?? null) as HTMLElement | null;

/** Upload, preview, then Next on the preview. */
async function importFromPreview() {
  const input = wizard().querySelector('input[type=file]') as HTMLInputElement;
  await user().upload(input, new File([new Uint8Array(10)], 'data.xlsx'));
  await within(wizard()).findByText('data.xlsx');
  await next();
  await waitFor(() => expect(step()).toBe('1'));
  await next();
}

describe('flows of the import', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('a model without flows (enableFlow 0) imports at once, without a flowId', async () => {
    const { imported } = setup({ enableFlow: 0, list: [] });
    await importFromPreview();
    await waitFor(() => expect(step()).toBe('2'));
    expect(imported).toEqual([{ list: [{ name: '河道清洁' }], flowId: undefined }]);
    expect(chooser()).toBeNull();
  });

  test('enableFlow with no flow: 流程不存在, nothing imported, the preview stays', async () => {
    const { imported, services } = setup({ enableFlow: 1, list: [] });
    await importFromPreview();
    await waitFor(() => expect(services.calls.toast).toEqual([{ message: '流程不存在', type: 'error' }]));
    expect(imported).toEqual([]);
    expect(step()).toBe('1');
    expect(chooser()).toBeNull();
  });

  test('one flow is used without asking', async () => {
    const { imported } = setup({ enableFlow: 1, list: [TWO[1]!] });
    await importFromPreview();
    await waitFor(() => expect(step()).toBe('2'));
    expect(imported.map((i) => i.flowId)).toEqual(['f-quick']);
    expect(chooser()).toBeNull();
  });

  test('several flows: 选择流程 (400 px) filters by keyword; the flow clicked is the one imported into', async () => {
    const { imported } = setup({ enableFlow: 1, list: TWO });
    await importFromPreview();
    await waitFor(() => expect(chooser()).not.toBeNull());
    expect(imported).toEqual([]);
    expect(chooser()!.querySelector('.ant-modal-title')!.textContent).toBe('选择流程');
    expect(chooser()!.style.width).toBe('400px');
    const names = () => [...chooser()!.querySelectorAll('[data-flow-id]')].map((b) => b.textContent);
    expect(names()).toEqual(['志愿服务审批流程', '志愿服务快速备案']);

    const search = chooser()!.querySelector('input') as HTMLInputElement;
    expect(search.getAttribute('placeholder')).toBe('请输入关键词查询');
    await user().type(search, '快速');
    expect(names()).toEqual(['志愿服务快速备案']);
    await user().clear(search);
    await user().type(search, 'approval');
    expect(names()).toEqual(['志愿服务审批流程']);
    await user().clear(search);
    await user().type(search, '没有');
    expect(names()).toEqual([]);
    expect(chooser()!.textContent).toContain('暂无数据');
    await user().clear(search);

    await user().click(within(chooser()!).getByRole('option', { name: '志愿服务快速备案' }));
    await waitFor(() => expect(step()).toBe('2'));
    expect(imported).toEqual([{ list: [{ name: '河道清洁' }], flowId: 'f-quick' }]);
    await waitFor(() => expect(screen.queryByText('选择流程')).toBeNull());
  });

  test('closing 选择流程 imports nothing and leaves the preview', async () => {
    const { imported } = setup({ enableFlow: 1, list: TWO });
    await importFromPreview();
    await waitFor(() => expect(chooser()).not.toBeNull());
    await user().click(chooser()!.querySelector('.ant-modal-close') as HTMLElement);
    await waitFor(() => expect(chooser()).toBeNull());
    expect(imported).toEqual([]);
    expect(step()).toBe('1');
  });
});
