import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import signatureEntry from '.';
import { createFakeServices, type FakeEngineServices } from '../../tests/conformance/fakeServices';
import { createFakeSigns, fakeSignatures } from '../../tests/conformance/fakeSigns';
import { renderWidget, type FieldPattern } from '../../tests/conformance/renderWidget';

const button = (words: string) => screen.getByRole('button', { name: new RegExp(`^${[...words].join('\\s*')}$`) });

let services: FakeEngineServices;
const toasts = () => services.calls.toast.map((t) => t.message);
const srcOf = (id: string) => fakeSignatures.find((s) => s.id === id)!.signImg;

beforeEach(() => {
  services = createFakeServices({ overrides: { signs: createFakeSigns() } });
});

function renderSignature(value?: string, props: Record<string, unknown> = {}, pattern: FieldPattern = 'editable') {
  return renderWidget(signatureEntry, { title: '部门审批章', value, props, pattern, services });
}

async function openPicker() {
  fireEvent.click(screen.getByTestId('signature-open'));
  const list = await screen.findByTestId('seal-list');
  await waitFor(() => expect(within(list).queryAllByRole('radio').length).toBeGreaterThan(0));
  return list;
}

const offeredIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('radio')
    .map((el) => el.getAttribute('data-seal-id'));

describe('signature: the e-seal', () => {
  it('offers every saved signature of the user when the field names no ableIds', async () => {
    renderSignature();
    expect(screen.getByTestId('signature-open').textContent).toBe('选择签章');
    expect(offeredIds(await openPicker())).toEqual(['seal-1', 'seal-2', 'seal-3']);
  });

  it('offers only the ableIds of the field', async () => {
    renderSignature(undefined, { ableIds: ['seal-3', 'seal-2', 'seal-9'] });
    expect(offeredIds(await openPicker())).toEqual(['seal-2', 'seal-3']);
  });

  it('确定 with nothing chosen says 请选择签章', async () => {
    const r = renderSignature();
    await openPicker();
    fireEvent.click(button('确定'));
    expect(toasts()).toEqual(['请选择签章']);
    expect(r.form.values.field).toBeUndefined();
  });

  it('the chosen seal is stored as its id and shown as its image', async () => {
    const r = renderSignature();
    const list = await openPicker();
    fireEvent.click(within(list).getAllByRole('radio')[1]!);
    fireEvent.click(button('确定'));
    expect(r.form.values.field).toBe('seal-2');
    await waitFor(() =>
      expect(r.control.querySelector('[data-testid="sign-image"]')?.getAttribute('src')).toBe(srcOf('seal-2')),
    );
    expect(screen.getByTestId('signature-open').textContent).toBe('更换签章');
  });

  it('清除 gives the empty value', async () => {
    const r = renderSignature('seal-1');
    fireEvent.click(button('清除'));
    expect(r.form.values.field).toBe('');
  });

  it('read-only resolves the id to the seal’s image', async () => {
    const r = renderSignature('seal-3', {}, 'readPretty');
    await waitFor(() => expect(screen.getByTestId('sign-image').getAttribute('src')).toBe(srcOf('seal-3')));
    expect(r.control.querySelectorAll('button')).toHaveLength(0);
  });

  it('a seal the user cannot see (another user’s) still reads 已签章, without an image', async () => {
    const r = renderSignature('seal-of-someone-else', {}, 'readPretty');
    await act(async () => undefined);
    expect(screen.getByTestId('seal-unresolved').textContent).toBe('已签章');
    expect(r.control.querySelector('img')).toBeNull();
  });

  it('disabled: the image and no picker', async () => {
    renderSignature('seal-1', {}, 'disabled');
    await waitFor(() => expect(screen.getByTestId('sign-image').getAttribute('src')).toBe(srcOf('seal-1')));
    expect(screen.queryByTestId('signature-open')).toBeNull();
  });
});
