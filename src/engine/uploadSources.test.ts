import type { AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { configureHttp } from '../api/http';
import { asUploadError } from '../upload/apiTransport';
import { UploadRejected } from '../upload/transport';
import { ApiError } from '../api/http';
import { appConfig } from '../config';
import { session } from '../store/session';
import { apiHref, fileHref, uploadSources } from './uploadSources';

const calls: AxiosRequestConfig[] = [];
let data: unknown = null;
let code = 200;
const toasts: string[] = [];

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
  code = 200;
  Object.assign(appConfig, { apiBase: '/base' });
  session.token = 'Bearer tok+1';
  configureHttp({
    adapter: async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
      calls.push(config);
      const msg = code === 200 ? 'ok' : '文件不存在或没有权限';
      return { data: { code, msg, data }, status: 200, statusText: 'OK', headers: {}, config };
    },
    getToken: () => session.token,
    notify: { error: async (content) => void toasts.push(content) },
  });
});
afterAll(() => (session.token = null));

describe('the app’s upload services', () => {
  test('fileHref: a stored file under the API base, images with the token in the query', () => {
    expect(fileHref('/api/file/Image/annex/20250101abcde.pdf')).toBe(
      '/base/api/file/Image/annex/20250101abcde.pdf?token=tok%2B1',
    );
    expect(fileHref('/api/file/Image/annexpic/a.png?thumb=1')).toBe(
      '/base/api/file/Image/annexpic/a.png?thumb=1&token=tok%2B1',
    );
    expect(fileHref('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(fileHref('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(fileHref('')).toBe('');
    session.token = null;
    expect(fileHref('/api/file/Image/annex/a.pdf')).toBe('/base/api/file/Image/annex/a.pdf');
    expect(apiHref('/base/api/file/Download?encryption=x')).toBe('/base/api/file/Download?encryption=x');
  });

  test('downloadUrl and packDownload answer absolute signed links', async () => {
    data = { name: 'a.pdf', url: '/api/file/Download?encryption=t1' };
    await expect(uploadSources.downloadUrl('annex', 'a b.pdf')).resolves.toBe('/base/api/file/Download?encryption=t1');
    expect(calls[0]).toMatchObject({ method: 'get', url: '/api/file/Download/annex/a%20b.pdf' });
    data = { downloadName: '文件20250101.zip', downloadVo: { name: 'z', url: '/api/file/Download?encryption=t2' } };
    const files = [{ fileId: 'x.pdf', fileName: '证书.pdf' }];
    await expect(uploadSources.packDownload('annex', files)).resolves.toEqual({
      name: '文件20250101.zip',
      url: '/base/api/file/Download?encryption=t2',
    });
    expect(calls[1]).toMatchObject({ method: 'post', url: '/api/file/PackDownload/annex' });
    expect(JSON.parse(String(calls[1].data))).toEqual(files);
  });

  test('a refused download link is toasted once by the app, and not at all when asked silently (the preview)', async () => {
    code = 400;
    await expect(uploadSources.downloadUrl('annex', 'gone.pdf')).rejects.toThrow('文件不存在或没有权限');
    await vi.waitFor(() => expect(toasts).toEqual(['文件不存在或没有权限']));
    await expect(uploadSources.downloadUrl('annex', 'gone.pdf', { silent: true })).rejects.toThrow(
      '文件不存在或没有权限',
    );
    expect(calls).toHaveLength(2);
    expect(toasts).toEqual(['文件不存在或没有权限']);
  });

  test('uploadImage: one multipart request with the path fields before the file; the value item', async () => {
    data = {
      name: 's.png',
      fileId: 's.png',
      fileName: '照片.png',
      url: '/api/file/Image/annexpic/s.png',
      fileSize: 3,
      fileExtension: 'png',
      thumbUrl: '/t',
    };
    const file = new File(['abc'], '照片.png', { type: 'image/png' });
    await expect(
      uploadSources.uploadImage(file, { type: 'annexpic', pathType: 'selfPath', isAccount: 1, folder: 'f' }),
    ).resolves.toEqual({
      name: '照片.png',
      fileId: 's.png',
      url: '/api/file/Image/annexpic/s.png',
      fileSize: 3,
      fileExtension: 'png',
      thumbUrl: '/t',
    });
    expect(calls[0]).toMatchObject({ method: 'post', url: '/api/file/Uploader/annexpic' });
    const body = calls[0].data as FormData;
    expect([...body.keys()]).toEqual(['pathType', 'isAccount', 'folder', 'file']);
    expect(body.get('isAccount')).toBe('1');
  });

  test('a refusal of the server is not retried; no reply (network, bad reply) is', () => {
    expect(asUploadError(new ApiError(400, '不允许的文件类型', null, '/api/file/chunk'))).toBeInstanceOf(
      UploadRejected,
    );
    const network = new ApiError(-1, '请求出错', null, '/api/file/chunk');
    expect(asUploadError(network)).toBe(network);
    const badReply = new ApiError(-2, '请求出错', null, '/api/file/chunk');
    expect(asUploadError(badReply)).toBe(badReply);
  });
});
