import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EngineServicesProvider } from '../../../engine-core/services';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { createFakeUploads, type FakeUploadsOptions } from '../../../tests/conformance/fakeUploads';
import { DocumentPreview } from './DocumentPreview';
import { acceptTypeNames, acceptsFile, previewKindOf } from './fileTypes';
import { formatSize, sizeLimitBytes } from './sizes';
import type { StoredFile } from './storedFiles';

vi.mock('./PdfView', () => ({
  default: ({ data }: { data: ArrayBuffer }) => <div data-testid="pdf-stub">{`PDF ${data.byteLength} bytes`}</div>,
}));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('sizes', () => {
  test.each([
    [undefined, undefined, 10 * 1048576],
    [500, 'KB', 500 * 1024],
    [3, 'mb', 3 * 1048576],
    [2, 'GB', 2 * 1073741824],
    [0, 'MB', 0],
    ['', 'MB', 10 * 1048576],
  ])('fileSize %j %j → %i bytes', (size, unit, bytes) => expect(sizeLimitBytes(size, unit)).toBe(bytes));

  test.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [1288490189, '1.2 GB'],
  ])('%i bytes show as %s', (bytes, text) => expect(formatSize(bytes)).toBe(text));
});

describe('file types', () => {
  test('accept matches extensions case-insensitively and MIME groups by type or extension', () => {
    expect(acceptsFile('', { name: 'a.exe', type: '' })).toBe(true);
    expect(acceptsFile('.pdf', { name: 'A.PDF', type: '' })).toBe(true);
    expect(acceptsFile('image/*', { name: 'scan', type: 'image/jpeg' })).toBe(true);
    expect(acceptsFile('image/*', { name: 'scan.JPG', type: '' })).toBe(true);
    expect(acceptsFile('image/*,.pdf', { name: 'a.docx', type: '' })).toBe(false);
  });

  test('the refusal names the groups once each, in order', () => {
    expect(acceptTypeNames('.xls,.xlsx,.doc,.docx,image/*,.pdf,.txt,video/*,audio/*')).toBe(
      'excel、word、图片、pdf、txt、视频、音频',
    );
    expect(acceptTypeNames('.zip')).toBe('zip');
  });

  test.each([
    ['png', 'image'],
    ['PDF', 'pdf'],
    ['csv', 'text'],
    ['docx', 'word'],
    ['xlsx', 'excel'],
    ['pptx', 'slides'],
    ['dwg', 'other'],
  ])('%s previews as %s', (ext, kind) => expect(previewKindOf(ext)).toBe(kind));
});

function preview(file: StoredFile, options: FakeUploadsOptions = {}) {
  const uploads = createFakeUploads(options);
  const services = createFakeServices({ overrides: { uploads } });
  const onClose = vi.fn();
  render(
    <EngineServicesProvider value={services}>
      <DocumentPreview file={file} type="annex" onClose={onClose} onDownload={(f) => services.download(f.name)} />
    </EngineServicesProvider>,
  );
  return { uploads, services, onClose };
}

const body = () => screen.getByTestId('document-preview');

describe('document preview', () => {
  test('text and CSV are shown as text', async () => {
    const csv = '姓名,单位\n张三,学会';
    preview(
      { name: '名单.csv', fileId: 'c1.csv', fileExtension: 'csv' },
      { contents: { 'c1.csv': { text: csv, type: 'text/csv' } } },
    );
    await waitFor(() => expect(body().querySelector('pre')?.textContent).toBe(csv));
    expect(screen.getByText('名单.csv')).toBeInstanceOf(HTMLElement);
  });

  test('a PDF is read and handed to the pdf.js view', async () => {
    preview(
      { name: '章程.pdf', fileId: 'p1.pdf', fileExtension: 'pdf' },
      { contents: { 'p1.pdf': { text: '%PDF-1.4 abc' } } },
    );
    await waitFor(() => expect(screen.getByTestId('pdf-stub').textContent).toBe('PDF 12 bytes'));
  });

  test('a missing file says 文件不存在, once: the signed-URL request is silent, so the app adds no toast', async () => {
    const { uploads, services } = preview(
      { name: '旧.pdf', fileId: 'gone.pdf', fileExtension: 'pdf' },
      { missing: ['gone.pdf'] },
    );
    await waitFor(() => expect(body().textContent).toContain('文件不存在'));
    expect(document.body.textContent?.split('文件不存在').length).toBe(2);
    expect(services.calls.toast).toEqual([]);
    expect(uploads.calls.downloadUrl).toEqual([{ type: 'annex', fileId: 'gone.pdf', silent: true }]);
    expect(screen.queryByRole('button', { name: /下\s*载/ })).toBeNull();
  });

  test('an office file is offered as a download with its icon', async () => {
    const { services } = preview({ name: '报告.docx', fileId: 'd1.docx', fileExtension: 'docx', fileSize: 4096 });
    await waitFor(() => expect(body().textContent).toContain('该类型文件不支持在线预览，请下载后查看'));
    expect(body().querySelector('[data-file-kind="word"]')).not.toBeNull();
    expect(body().textContent).toContain('4 KB');
    fireEvent.click(screen.getByRole('button', { name: /下\s*载/ }));
    expect(services.calls.download).toEqual(['报告.docx']);
  });

  test.each([
    ['纪要.doc', 'word'],
    ['纪要.docx', 'word'],
    ['经费.xls', 'excel'],
    ['经费.XLSX', 'excel'],
    ['汇报.ppt', 'slides'],
    ['汇报.pptx', 'slides'],
  ])('office file %s: a download card with its %s icon and its name, no error', async (name, kind) => {
    const { services, uploads } = preview({ name, fileId: `o-${name}`, fileSize: 2048 });
    await waitFor(() => expect(body().querySelector(`[data-file-kind="${kind}"]`)).not.toBeNull());
    expect(body().textContent).toContain(name);
    expect(body().textContent).toContain('2 KB');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(uploads.calls.downloadUrl).toEqual([{ type: 'annex', fileId: `o-${name}`, silent: true }]);
    fireEvent.click(screen.getByRole('button', { name: /下\s*载/ }));
    expect(services.calls.download).toEqual([name]);
  });

  test('an image opens in the image viewer; closing it calls onClose', async () => {
    const { onClose } = preview({ name: '合影.png', fileId: 'i1.png', url: '/api/file/Image/annexpic/i1.png' });
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview-img')?.getAttribute('src')).toBe(
        'http://files.test/api/file/Image/annexpic/i1.png',
      ),
    );
    fireEvent.click(document.querySelector('.ant-image-preview-close') as HTMLElement);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
