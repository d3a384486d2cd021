import { act, render, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { EngineServicesProvider, missingServices } from '../../engine-core/services';
import { missingUploadServices } from '../../engine-core/uploadServices';
import editor from '.';

/** Pasting an image into the rich text uploads it like 图片上传 and inserts the server URL, never a data URL. */

const SchemaField = createSchemaField({ components: { editor: editor.component } });
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function renderEditor() {
  let n = 0;
  const uploadImage = vi.fn((file: File) => {
    n += 1;
    return Promise.resolve({
      name: file.name,
      fileId: `p${n}.png`,
      url: `/api/file/Image/annexpic/p${n}.png`,
      fileSize: file.size,
      fileExtension: 'png',
    });
  });
  const uploads = { ...missingUploadServices, uploadImage, fileHref: (url: string) => `/base${url}` };
  const form = createForm({ values: { body: '<p>正文</p>' } });
  render(
    <EngineServicesProvider value={{ ...missingServices, uploads }}>
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: { body: { type: 'string', 'x-component': 'editor' } } }} />
      </FormProvider>
    </EngineServicesProvider>,
  );
  return { form, uploadImage };
}

function paste(target: Element, data: { files?: File[]; html?: string; text?: string }) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const types: Record<string, string> = { 'text/html': data.html ?? '', 'text/plain': data.text ?? '' };
  const files = data.files ?? [];
  Object.defineProperty(event, 'clipboardData', {
    value: {
      files,
      items: [],
      types: Object.keys(types).filter((t) => types[t]),
      getData: (t: string) => types[t] ?? '',
    },
  });
  target.dispatchEvent(event);
  return event;
}

// jsdom has no isContentEditable, which the editor checks before it handles a paste, and no range boxes,
// which it reads to scroll the caret into view after an insertion
const hadRangeBox = 'getBoundingClientRect' in Range.prototype;
beforeAll(() => {
  if (!hadRangeBox) Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    configurable: true,
    get(this: HTMLElement) {
      const root = this.closest<HTMLElement>('[data-slate-editor]');
      return String(root?.contentEditable) === 'true';
    },
  });
});
afterAll(() => {
  if (!hadRangeBox) delete (Range.prototype as Partial<Range>).getBoundingClientRect;
  delete (HTMLElement.prototype as { isContentEditable?: boolean }).isContentEditable;
});

const editable = () => document.querySelector('[data-slate-editor]') as HTMLElement | null;

test('a pasted PNG file is uploaded (annexpic) and inserted by the server URL', async () => {
  const { form, uploadImage } = renderEditor();
  await waitFor(() => expect(editable()).not.toBeNull(), { timeout: 15_000 });
  const png = new File([Uint8Array.from(atob(PNG_DATA.split(',')[1]), (c) => c.charCodeAt(0))], 'screenshot.png', {
    type: 'image/png',
  });
  let event: Event | undefined;
  await act(async () => {
    event = paste(editable()!, { files: [png] });
  });
  expect(event!.defaultPrevented).toBe(true);
  await waitFor(() => expect(String(form.values.body)).toContain('/base/api/file/Image/annexpic/p1.png'));
  expect(uploadImage).toHaveBeenCalledWith(png, { type: 'annexpic' });
  expect(String(form.values.body)).not.toContain('data:');
}, 30_000);

test('pasted HTML holding a data-URL image gets it uploaded and its src replaced', async () => {
  const { form, uploadImage } = renderEditor();
  await waitFor(() => expect(editable()).not.toBeNull(), { timeout: 15_000 });
  await act(async () => {
    paste(editable()!, { html: `<p>图注<img src="${PNG_DATA}"></p>` });
  });
  await waitFor(() => expect(String(form.values.body)).toContain('/base/api/file/Image/annexpic/p1.png'));
  expect(uploadImage).toHaveBeenCalledTimes(1);
  expect(uploadImage.mock.calls[0][0].type).toBe('image/png');
  expect(String(form.values.body)).toContain('图注');
  expect(String(form.values.body)).not.toContain('data:');
}, 30_000);
