import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { createFakeUploads, type FakeUploadsOptions } from '../../tests/conformance/fakeUploads';

const stored = [
  { name: '章程.pdf', fileId: 'f1.pdf', url: '/api/file/Image/annex/f1.pdf', fileSize: 2048, fileExtension: 'pdf' },
  { name: '名单.xlsx', fileId: 'f2.xlsx', url: '/api/file/Image/annex/f2.xlsx', fileSize: 1536, fileExtension: 'xlsx' },
];

function setup(
  props: Record<string, unknown> = {},
  value?: unknown,
  pattern: 'editable' | 'readPretty' | 'disabled' = 'editable',
  options: FakeUploadsOptions = {},
) {
  const uploads = createFakeUploads(options);
  const services = createFakeServices({ overrides: { uploads } });
  const rendered = renderWidget(entry, { props, value, pattern, services, title: '附件' });
  const toasts = () => services.calls.toast.map((t) => t.message);
  return { ...rendered, uploads, services, toasts };
}

/** a file whose size is what the test says (no need to hold gigabytes in memory) */
function fileOf(name: string, size = 100, type = ''): File {
  const file = new File(['x'.repeat(Math.min(size, 1000))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(item: HTMLElement, ...files: File[]) {
  const input = item.querySelector('[data-testid="upload-file-input"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

const rows = (item: HTMLElement) =>
  [...item.querySelectorAll('[data-testid="upload-file"]')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('uploadFile widget', () => {
  test('a chosen file goes through the queue with the designer path options; its progress shows inline', async () => {
    const { form, item, uploads } = setup({ pathType: 'selfPath', isAccount: 1, folder: 'docs' });
    const file = fileOf('会议纪要.docx', 5000);
    choose(item, file);
    await waitFor(() => expect(uploads.tasks).toHaveLength(1));
    expect(uploads.tasks[0].file).toBe(file);
    expect(uploads.tasks[0].params).toEqual({ type: 'annex', pathType: 'selfPath', isAccount: 1, folder: 'docs' });
    const pending = await waitFor(() => item.querySelector('[data-testid="upload-pending"]') as HTMLElement);
    expect(pending.textContent).toContain('会议纪要.docx');
    expect(pending.textContent).toContain('等待中');
    act(() => uploads.tasks[0].setProgress(40));
    expect(pending.textContent).toContain('上传中');
    expect(pending.textContent).toContain('40%');
    let item0!: ReturnType<(typeof uploads.tasks)[0]['succeed']>;
    act(() => void (item0 = uploads.tasks[0].succeed()));
    await waitFor(() => expect(form.values.field).toHaveLength(1));
    expect(form.values.field).toEqual([
      { name: '会议纪要.docx', fileId: item0.fileId, url: item0.url, fileSize: 5000, fileExtension: 'docx' },
    ]);
    expect(item.querySelector('[data-testid="upload-pending"]')).toBeNull();
    expect(rows(item)).toEqual(['会议纪要.docx4.88 KB']);
  });

  test('default params: annex, defaultPath, isAccount 0; the button says 点击上传 or the buttonText, the tip below', async () => {
    const { item, uploads } = setup({ tipText: '只能上传合同扫描件' });
    expect(within(item).getByRole('button').textContent).toContain('点击上传');
    expect(item.textContent).toContain('只能上传合同扫描件');
    choose(item, fileOf('a.txt'));
    await waitFor(() => expect(uploads.tasks).toHaveLength(1));
    expect(uploads.tasks[0].params).toEqual({
      type: 'annex',
      pathType: 'defaultPath',
      isAccount: 0,
      folder: undefined,
    });
    document.body.innerHTML = '';
    const other = setup({ buttonText: '上传合同' });
    expect(within(other.item).getByRole('button').textContent).toContain('上传合同');
  });

  test('limit: files beyond it are refused with 当前限制最多可以上传{limit}个文件, counting those uploading', async () => {
    const { item, uploads, toasts } = setup({ limit: 3 }, [stored[0]]);
    choose(item, fileOf('a.txt'), fileOf('b.txt'), fileOf('c.txt'));
    await waitFor(() => expect(uploads.tasks).toHaveLength(2));
    expect(toasts()).toEqual(['当前限制最多可以上传3个文件']);
    choose(item, fileOf('d.txt'));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()[1]).toBe('当前限制最多可以上传3个文件');
    expect(uploads.tasks).toHaveLength(2);
  });

  test('limit 0 (the default) takes any number of files', async () => {
    const { item, uploads, toasts } = setup({}, stored);
    choose(item, ...Array.from({ length: 12 }, (_, i) => fileOf(`${i}.txt`)));
    await waitFor(() => expect(uploads.tasks).toHaveLength(12));
    expect(toasts()).toEqual([]);
  });

  test('single-file mode (limit 1): a new file replaces the stored one, no limit message', async () => {
    const { form, item, uploads, toasts } = setup({ limit: 1 }, [stored[0]]);
    expect((item.querySelector('[data-testid="upload-file-input"]') as HTMLInputElement).multiple).toBe(false);
    choose(item, fileOf('新章程.pdf'));
    await waitFor(() => expect(uploads.tasks).toHaveLength(1));
    expect(toasts()).toEqual([]);
    expect(form.values.field).toHaveLength(1);
    act(() => void uploads.tasks[0].succeed());
    await waitFor(() => expect(form.values.field[0].name).toBe('新章程.pdf'));
    expect(form.values.field).toHaveLength(1);
  });

  test('single-file mode: a second choice while the first uploads removes the first from the queue', async () => {
    const { item, uploads } = setup({ limit: 1 });
    choose(item, fileOf('一.pdf'));
    await waitFor(() => expect(uploads.tasks).toHaveLength(1));
    choose(item, fileOf('二.pdf'));
    await waitFor(() => expect(uploads.tasks).toHaveLength(2));
    await expect(uploads.tasks[0].done).rejects.toThrow('removed');
    await waitFor(() => expect(item.querySelectorAll('[data-testid="upload-pending"]')).toHaveLength(1));
  });

  test.each([
    [{ fileSize: 1, sizeUnit: 'KB' }, 1024, '文件大小超过1KB', 1023],
    [{ fileSize: 5, sizeUnit: 'MB' }, 5 * 1048576, '文件大小超过5MB', 5 * 1048576 - 1],
    [{ fileSize: 2, sizeUnit: 'GB' }, 2 * 1073741824 + 1, '文件大小超过2GB', 2 * 1073741824 - 1],
    [{}, 10 * 1048576, '文件大小超过10MB', 10 * 1048576 - 1],
  ])('size %j: %i bytes is refused with %s, %i bytes goes', async (props, tooBig, message, fits) => {
    const { item, uploads, toasts } = setup(props);
    choose(item, fileOf('big.zip', tooBig), fileOf('fits.zip', fits));
    await waitFor(() => expect(uploads.tasks).toHaveLength(1));
    expect(uploads.tasks[0].fileName).toBe('fits.zip');
    expect(toasts()).toEqual([message]);
  });

  test('fileSize 0: no size limit', async () => {
    const { item, uploads, toasts } = setup({ fileSize: 0, sizeUnit: 'MB' });
    choose(item, fileOf('huge.iso', 50 * 1073741824));
    await waitFor(() => expect(uploads.tasks).toHaveLength(1));
    expect(toasts()).toEqual([]);
  });

  test.each([
    ['image/*', fileOf('a.txt', 10, 'text/plain'), '请选择图片类型的文件', fileOf('b.PNG', 10)],
    ['video/*', fileOf('a.mp3', 10, 'audio/mpeg'), '请选择视频类型的文件', fileOf('b.mp4', 10, 'video/mp4')],
    ['audio/*', fileOf('a.mp4', 10, 'video/mp4'), '请选择音频类型的文件', fileOf('b.wav', 10)],
    ['.xls,.xlsx', fileOf('a.csv'), '请选择excel类型的文件', fileOf('b.XLSX')],
    ['.doc,.docx', fileOf('a.pdf'), '请选择word类型的文件', fileOf('b.doc')],
    ['.pdf', fileOf('a.pdf.exe'), '请选择pdf类型的文件', fileOf('b.Pdf')],
    ['.txt', fileOf('a.md'), '请选择txt类型的文件', fileOf('b.txt')],
    ['image/*,.xls,.xlsx,.pdf', fileOf('a.docx'), '请选择图片、excel、pdf类型的文件', fileOf('b.xls')],
  ])(
    'accept %s refuses the wrong type with its message and takes the right one',
    async (accept, wrong, message, right) => {
      const { item, uploads, toasts } = setup({ accept });
      expect((item.querySelector('[data-testid="upload-file-input"]') as HTMLInputElement).accept).toBe(accept);
      choose(item, wrong, right);
      await waitFor(() => expect(uploads.tasks).toHaveLength(1));
      expect(uploads.tasks[0].file).toBe(right);
      expect(toasts()).toEqual([message]);
    },
  );

  test('an unreadable file is refused with its name and nothing is queued', async () => {
    const { item, uploads, toasts } = setup();
    const broken = fileOf('已删除.docx');
    const unreadable = new Blob(['x']);
    Object.defineProperty(unreadable, 'arrayBuffer', { value: () => Promise.reject(new Error('NotReadableError')) });
    Object.defineProperty(broken, 'slice', { value: () => unreadable });
    choose(item, broken);
    await waitFor(() => expect(toasts()).toEqual(['文件已删除.docx读取失败，请检查文件']));
    expect(uploads.tasks).toHaveLength(0);
  });

  test('a failed upload stays as a failed row; a retry resumes it into the value', async () => {
    const { form, item, uploads } = setup({}, [stored[0]]);
    choose(item, fileOf('坏.pdf'));
    await waitFor(() => expect(item.querySelector('[data-testid="upload-pending"]')).not.toBeNull());
    act(() => uploads.tasks[0].fail('合并失败'));
    const row = () => item.querySelector('[data-testid="upload-pending"]') as HTMLElement;
    await waitFor(() => expect(row().dataset.status).toBe('error'));
    expect(row().textContent).toContain('合并失败');
    expect(form.values.field).toEqual([stored[0]]);
    act(() => uploads.tasks[0].retry());
    await waitFor(() => expect(row().dataset.status).toBe('uploading'));
    act(() => void uploads.tasks[0].succeed());
    await waitFor(() => expect(form.values.field).toHaveLength(2));
    expect(row()).toBeNull();
  });

  test('removing a failed row takes the file out of the queue and the list', async () => {
    const { form, item, uploads } = setup();
    choose(item, fileOf('坏.pdf'));
    await waitFor(() => expect(uploads.tasks).toHaveLength(1));
    act(() => uploads.tasks[0].fail());
    await waitFor(() => expect(item.querySelector('[data-status="error"]')).not.toBeNull());
    fireEvent.click(within(item.querySelector('[data-status="error"]') as HTMLElement).getByLabelText('删除'));
    await waitFor(() => expect(item.querySelector('[data-testid="upload-pending"]')).toBeNull());
    expect(form.values.field).toEqual([]);
  });

  test('a file removed from the queue (the progress panel) leaves the list', async () => {
    const { form, item, uploads } = setup();
    choose(item, fileOf('a.pdf'));
    await waitFor(() => expect(item.querySelector('[data-testid="upload-pending"]')).not.toBeNull());
    act(() => uploads.tasks[0].remove());
    await waitFor(() => expect(item.querySelector('[data-testid="upload-pending"]')).toBeNull());
    expect(form.values.field).toEqual([]);
  });

  test('the list shows name and size; remove drops the file; download asks for a signed URL', async () => {
    const { form, item, uploads, services } = setup({}, stored);
    expect(rows(item)).toEqual(['章程.pdf2 KB', '名单.xlsx1.5 KB']);
    fireEvent.click(within(item).getAllByLabelText('下载')[1]);
    await waitFor(() => expect(services.calls.download).toHaveLength(1));
    expect(uploads.calls.downloadUrl).toEqual([{ type: 'annex', fileId: 'f2.xlsx' }]);
    expect(services.calls.download[0]).toBe('http://files.test/api/file/Download/annex/f2.xlsx?ticket=signed');
    fireEvent.click(within(item).getAllByLabelText('删除')[0]);
    expect(form.values.field).toEqual([stored[1]]);
    expect(rows(item)).toEqual(['名单.xlsx1.5 KB']);
  });

  test('全部下载 packs every file into one zip; with no file it says 未发现文件', async () => {
    const { item, uploads, services, toasts } = setup({}, []);
    fireEvent.click(within(item).getByText('全部下载'));
    await waitFor(() => expect(toasts()).toEqual(['未发现文件']));
    expect(services.calls.toast[0].type).toBe('warning');
    expect(uploads.calls.packDownload).toEqual([]);
    document.body.innerHTML = '';
    const full = setup({}, stored);
    fireEvent.click(within(full.item).getByText('全部下载'));
    await waitFor(() => expect(full.services.calls.download).toHaveLength(1));
    expect(full.uploads.calls.packDownload).toEqual([
      {
        type: 'annex',
        files: [
          { fileId: 'f1.pdf', fileName: '章程.pdf' },
          { fileId: 'f2.xlsx', fileName: '名单.xlsx' },
        ],
      },
    ]);
    expect(full.services.calls.download[0]).toContain('all.zip');
  });

  test('disabled: the button and the input are disabled, files can still be downloaded, not removed', async () => {
    const { item, services } = setup({}, stored, 'disabled');
    await settle();
    expect((within(item).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect((item.querySelector('[data-testid="upload-file-input"]') as HTMLInputElement).disabled).toBe(true);
    expect(within(item).queryAllByLabelText('删除')).toHaveLength(0);
    fireEvent.click(within(item).getAllByLabelText('下载')[0]);
    await waitFor(() => expect(services.calls.download).toHaveLength(1));
  });

  test('read-only twin: the list with preview and download, 全部下载, no upload and no remove', async () => {
    const { item, services } = setup({}, stored, 'readPretty');
    expect(rows(item)).toEqual(['章程.pdf2 KB', '名单.xlsx1.5 KB']);
    expect(within(item).queryByRole('button')).toBeNull();
    expect(item.querySelector('input')).toBeNull();
    expect(within(item).queryAllByLabelText('删除')).toHaveLength(0);
    expect(within(item).getAllByLabelText('预览')).toHaveLength(2);
    fireEvent.click(within(item).getByText('全部下载'));
    await waitFor(() => expect(services.calls.download).toHaveLength(1));
  });
});
