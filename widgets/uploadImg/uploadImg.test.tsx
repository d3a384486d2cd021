import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { createFakeUploads } from '../../tests/conformance/fakeUploads';

const stored = [
  {
    name: '合影.png',
    fileId: 'i1.png',
    url: '/api/file/Image/annexpic/i1.png',
    thumbUrl: '/api/file/Image/annexpic/s_i1.png',
  },
  {
    name: '证书.jpg',
    fileId: 'i2.jpg',
    url: '/api/file/Image/annexpic/i2.jpg',
    thumbUrl: '/api/file/Image/annexpic/s_i2.jpg',
  },
];

function setup(props: Record<string, unknown> = {}, value?: unknown, pattern: 'editable' | 'readPretty' = 'editable') {
  const uploads = createFakeUploads();
  const services = createFakeServices({ overrides: { uploads } });
  const rendered = renderWidget(entry, { props, value, pattern, services, title: '照片' });
  const toasts = () => services.calls.toast.map((t) => t.message);
  return { ...rendered, uploads, services, toasts };
}

function imageOf(name: string, size = 100, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(item: HTMLElement, ...files: File[]) {
  fireEvent.change(item.querySelector('[data-testid="upload-img-input"]') as HTMLInputElement, { target: { files } });
}

const thumbs = (item: HTMLElement) =>
  [...item.querySelectorAll<HTMLImageElement>('[data-testid="upload-img"] img')].map((img) => img.getAttribute('src'));

/** the viewer's image and its layer (antd renders the preview in a portal on document.body) */
const viewerImage = () => document.querySelector<HTMLImageElement>('.ant-image-preview-img');

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('uploadImg widget', () => {
  test('an image is uploaded in one request as annexpic; a card spins until stored, then shows the thumbnail', async () => {
    const { form, item, uploads } = setup({ pathType: 'selfPath', isAccount: 1, folder: 'photos' });
    expect((item.querySelector('[data-testid="upload-img-input"]') as HTMLInputElement).accept).toBe('image/*');
    choose(item, imageOf('头像.png'));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
    expect(uploads.images[0].params).toEqual({
      type: 'annexpic',
      pathType: 'selfPath',
      isAccount: 1,
      folder: 'photos',
    });
    expect(item.querySelectorAll('[data-testid="upload-img-pending"]')).toHaveLength(1);
    let storedItem!: ReturnType<(typeof uploads.images)[0]['resolve']>;
    act(() => void (storedItem = uploads.images[0].resolve()));
    await waitFor(() => expect(form.values.field).toHaveLength(1));
    expect(form.values.field).toEqual([
      { name: '头像.png', fileId: storedItem.fileId, url: storedItem.url, thumbUrl: storedItem.thumbUrl },
    ]);
    expect(item.querySelector('[data-testid="upload-img-pending"]')).toBeNull();
    expect(thumbs(item)).toEqual([`http://files.test${storedItem.thumbUrl}`]);
  });

  test('a failed upload is removed from the list', async () => {
    const { form, item, uploads } = setup({}, [stored[0]]);
    choose(item, imageOf('坏.png'));
    await waitFor(() => expect(item.querySelectorAll('[data-testid="upload-img-pending"]')).toHaveLength(1));
    await act(async () => uploads.images[0].reject('网络错误'));
    await waitFor(() => expect(item.querySelector('[data-testid="upload-img-pending"]')).toBeNull());
    expect(form.values.field).toEqual([stored[0]]);
    expect(thumbs(item)).toHaveLength(1);
  });

  test('a file that is not an image: 请上传图片', async () => {
    const { item, uploads, toasts } = setup();
    choose(item, imageOf('说明.pdf', 100, 'application/pdf'), imageOf('图.gif', 100, 'image/gif'));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
    expect(uploads.images[0].file.name).toBe('图.gif');
    expect(toasts()).toEqual(['请上传图片']);
  });

  test('limit: 当前限制最多可以上传{limit}张图片, counting the images still uploading', async () => {
    const { item, uploads, toasts } = setup({ limit: 2 }, [stored[0]]);
    choose(item, imageOf('a.png'), imageOf('b.png'));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
    expect(toasts()).toEqual(['当前限制最多可以上传2张图片']);
    choose(item, imageOf('c.png'));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(uploads.images).toHaveLength(1);
  });

  test.each([
    [{ fileSize: 500, sizeUnit: 'KB' }, 500 * 1024, '图片大小超过500KB'],
    [{ fileSize: 2, sizeUnit: 'MB' }, 3 * 1048576, '图片大小超过2MB'],
    [{ fileSize: 1, sizeUnit: 'GB' }, 1073741824, '图片大小超过1GB'],
    [{}, 11 * 1048576, '图片大小超过10MB'],
  ])('size %j: %i bytes gives %s', async (props, size, message) => {
    const { item, uploads, toasts } = setup(props);
    choose(item, imageOf('大图.png', size), imageOf('小图.png', 1000));
    await waitFor(() => expect(uploads.images).toHaveLength(1));
    expect(uploads.images[0].file.name).toBe('小图.png');
    expect(toasts()).toEqual([message]);
  });

  test('查看图片 opens the viewer over everything (z-index 10000) with previous/next; remove drops an image', async () => {
    const { form, item } = setup({}, stored);
    expect(thumbs(item)).toEqual(stored.map((s) => `http://files.test${s.thumbUrl}`));
    fireEvent.click(within(item).getByText('查看图片'));
    await waitFor(() => expect(viewerImage()?.getAttribute('src')).toBe(`http://files.test${stored[0].url}`));
    const layer = document.querySelector<HTMLElement>('.ant-image-preview-root .ant-image-preview-wrap');
    expect(layer?.style.zIndex).toBe('10000');
    fireEvent.click(document.querySelector('.ant-image-preview-switch-right') as HTMLElement);
    await waitFor(() => expect(viewerImage()?.getAttribute('src')).toBe(`http://files.test${stored[1].url}`));
    expect(document.querySelector('.ant-image-preview-operations-wrapper')?.textContent).toContain('2 / 2');
    fireEvent.click(within(item).getAllByLabelText('删除')[0]);
    expect(form.values.field).toEqual([stored[1]]);
  });

  test('a click on a thumbnail opens the viewer at that image', async () => {
    const { item } = setup({}, stored);
    fireEvent.click(item.querySelectorAll('[data-testid="upload-img"] img')[1]);
    await waitFor(() => expect(viewerImage()?.getAttribute('src')).toBe(`http://files.test${stored[1].url}`));
  });

  test('read-only twin: thumbnails and 查看图片, nothing to add or remove', async () => {
    const { item } = setup({}, stored, 'readPretty');
    expect(thumbs(item)).toHaveLength(2);
    expect(within(item).queryByRole('button')).toBeNull();
    expect(within(item).queryAllByLabelText('删除')).toHaveLength(0);
    fireEvent.click(within(item).getByText('查看图片'));
    await waitFor(() => expect(viewerImage()).not.toBeNull());
  });
});
