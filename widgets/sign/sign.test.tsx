import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import signEntry from '.';
import { createFakeServices, type FakeEngineServices } from '../../tests/conformance/fakeServices';
import { createFakeSigns } from '../../tests/conformance/fakeSigns';
import { FILE_HOST, createFakeUploads, type FakeUploads } from '../../tests/conformance/fakeUploads';
import { renderWidget, type FieldPattern } from '../../tests/conformance/renderWidget';

/** antd spaces two-character Chinese button texts (确 定): find a button by its words either way. */
const button = (words: string) => screen.getByRole('button', { name: new RegExp(`^${[...words].join('\\s*')}$`) });
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

let uploads: FakeUploads;
let services: FakeEngineServices;
const toasts = () => services.calls.toast.map((t) => t.message);

beforeEach(() => {
  uploads = createFakeUploads();
  services = createFakeServices({ overrides: { uploads, signs: createFakeSigns() } });
  // jsdom has no 2D canvas: drawing is a no-op, the "PNG" is a few PNG-signature bytes
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback) {
    callback(new Blob([new Uint8Array([...PNG_MAGIC, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }));
  });
});
afterEach(() => vi.restoreAllMocks());

function renderSign(value?: string, pattern: FieldPattern = 'editable') {
  return renderWidget(signEntry, { title: '申请人签名', value, pattern, services });
}

function stroke(from: [number, number], to: [number, number]) {
  const pad = screen.getByTestId('sign-pad');
  fireEvent.pointerDown(pad, { clientX: from[0], clientY: from[1], pointerId: 1, button: 0 });
  fireEvent.pointerMove(pad, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(pad, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

async function openDialog() {
  fireEvent.click(screen.getByTestId('sign-open'));
  await screen.findByTestId('sign-pad');
}

describe('sign: the handwritten signature', () => {
  it('an empty field offers 手写签名, which opens the 600px 请签名 dialog with a 560×300 pad', async () => {
    renderSign();
    expect(screen.getByTestId('sign-open').textContent).toBe('手写签名');
    await openDialog();
    const pad = screen.getByTestId('sign-pad') as HTMLCanvasElement;
    expect([pad.style.width, pad.style.height]).toEqual(['560px', '300px']);
    expect(screen.getByText('请签名').closest('.ant-modal')?.getAttribute('style')).toContain('width: 600px');
  });

  it('confirming an empty pad says 请签名 and uploads nothing', async () => {
    const r = renderSign();
    await openDialog();
    fireEvent.click(button('确定'));
    expect(toasts()).toEqual(['请签名']);
    expect(uploads.images).toHaveLength(0);
    expect(r.form.values.field).toBeUndefined();
  });

  it('a drawn signature is uploaded as a PNG image and the field keeps the stored URL', async () => {
    const r = renderSign();
    await openDialog();
    stroke([10, 10], [120, 60]);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
    const [upload] = uploads.images;
    expect([upload!.file.type, upload!.params.type]).toEqual(['image/png', 'annexpic']);
    expect(upload!.file.name).toMatch(/\.png$/);
    expect([...new Uint8Array(await upload!.file.arrayBuffer()).slice(0, 4)]).toEqual(PNG_MAGIC);
    let stored = '';
    await act(async () => {
      stored = upload!.resolve().url;
    });
    expect(r.form.values.field).toBe(stored);
    expect(stored).toMatch(/^\/api\/file\/Image\/annexpic\/stored-\d+\.png$/);
    expect(screen.getByTestId('sign-image').getAttribute('src')).toBe(FILE_HOST + stored);
    expect(screen.getByTestId('sign-open').textContent).toBe('重新签名');
  });

  it('撤销 takes back the last stroke only; with every stroke taken back, 确定 says 请签名', async () => {
    renderSign();
    await openDialog();
    expect((button('撤销') as HTMLButtonElement).disabled).toBe(true);
    stroke([10, 10], [50, 50]);
    stroke([60, 10], [90, 50]);
    fireEvent.click(button('撤销'));
    expect((button('撤销') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button('撤销'));
    expect((button('撤销') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('确定'));
    expect(toasts()).toEqual(['请签名']);
    expect(uploads.images).toHaveLength(0);
  });

  it('after one 撤销 of two strokes the signature can still be confirmed', async () => {
    renderSign();
    await openDialog();
    stroke([10, 10], [50, 50]);
    stroke([60, 10], [90, 50]);
    fireEvent.click(button('撤销'));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
    expect(toasts()).toEqual([]);
  });

  it.each(['pen', 'touch'])('a %s draws like the mouse', async (pointerType) => {
    renderSign();
    await openDialog();
    const pad = screen.getByTestId('sign-pad');
    fireEvent.pointerDown(pad, { clientX: 5, clientY: 5, pointerId: 7, pointerType, button: 0 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 7, pointerType });
    fireEvent.pointerUp(pad, { clientX: 40, clientY: 30, pointerId: 7, pointerType });
    expect((button('撤销') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
  });

  it('清空 wipes every stroke', async () => {
    renderSign();
    await openDialog();
    stroke([10, 10], [50, 50]);
    stroke([60, 10], [90, 50]);
    fireEvent.click(button('清空'));
    expect((button('清空') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('确定'));
    expect(toasts()).toEqual(['请签名']);
  });

  it('使用默认签名 uploads the profile’s default signature as a PNG file, not as a data URL', async () => {
    const r = renderSign();
    await openDialog();
    fireEvent.click(button('使用默认签名'));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
    const file = uploads.images[0]!.file;
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 4)]).toEqual(PNG_MAGIC);
    await act(async () => void uploads.images[0]!.resolve());
    expect(String(r.form.values.field)).toMatch(/^\/api\/file\/Image\/annexpic\//);
  });

  it('使用默认签名 without a default says so', async () => {
    services = createFakeServices({ overrides: { uploads, signs: createFakeSigns([]) } });
    renderSign();
    await openDialog();
    fireEvent.click(button('使用默认签名'));
    await waitFor(() => expect(toasts()).toEqual(['您还没有默认签名，请在个人信息中添加']));
    expect(uploads.images).toHaveLength(0);
  });

  it('a failed upload keeps the dialog and the value, and says so', async () => {
    const r = renderSign();
    await openDialog();
    stroke([10, 10], [50, 50]);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
    await act(async () => uploads.images[0]!.reject());
    await waitFor(() => expect(toasts()).toEqual(['签名上传失败，请重试']));
    expect(r.form.values.field).toBeUndefined();
    expect(screen.getByTestId('sign-pad').tagName).toBe('CANVAS');
  });

  it('清除 gives the empty value', async () => {
    const r = renderSign('/api/file/Image/annexpic/a.png');
    fireEvent.click(button('清除'));
    expect(r.form.values.field).toBe('');
    expect(screen.getByTestId('sign-open').textContent).toBe('手写签名');
  });

  it('read-only shows the image and nothing to operate', () => {
    const r = renderSign('/api/file/Image/annexpic/a.png', 'readPretty');
    expect(screen.getByTestId('sign-image').getAttribute('src')).toBe(`${FILE_HOST}/api/file/Image/annexpic/a.png`);
    expect(r.control.querySelectorAll('button')).toHaveLength(0);
  });

  it('disabled: the image, and no dialog to open', () => {
    renderSign('/api/file/Image/annexpic/a.png', 'disabled');
    expect(screen.getByTestId('sign-image').getAttribute('src')).toBe(`${FILE_HOST}/api/file/Image/annexpic/a.png`);
    expect(screen.queryByTestId('sign-open')).toBeNull();
  });
});
