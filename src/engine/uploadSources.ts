/** EngineServices.uploads over src/api/file and the app's upload queue (shown in the global progress panel). */
import type { UploadServices } from '../../renderers';
import { fileDownload, packDownload, uploadFile } from '../api/file';
import { appConfig } from '../config';
import { session } from '../store/session';
import { toUploadedFile } from '../upload/apiTransport';
import { uploadQueue } from '../upload/appQueue';

const ABSOLUTE = /^(https?:)?\/\/|^(data|blob):/i;

/** A path of the API (`/api/file/…`) under the API base; absolute, data: and blob: URLs as they are. */
export function apiHref(url: string): string {
  return ABSOLUTE.test(url) || url.startsWith(appConfig.apiBase + '/') ? url : appConfig.apiBase + url;
}

/**
 * Where an <img> or a preview reads a stored file: under the API base, with the session token in the query
 * (`token`), since an <img> sends no Authorization header. Image types are readable without it; it does no harm.
 */
export function fileHref(url: string): string {
  if (!url || ABSOLUTE.test(url)) return url;
  const href = apiHref(url);
  const token = session.token?.replace(/^Bearer\s+/i, '');
  if (!token || !/\/api\/file\/Image\//i.test(href)) return href;
  return `${href}${href.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

export const uploadSources: UploadServices = {
  start: (file, params) => uploadQueue.start(file, params),
  uploadImage: async (file, params) => {
    const fields = {
      pathType: params.pathType,
      isAccount: params.isAccount === undefined ? undefined : String(params.isAccount),
      folder: params.folder,
    };
    return toUploadedFile(await uploadFile(params.type || 'annexpic', file, fields));
  },
  downloadUrl: async (type, fileId, options) => apiHref((await fileDownload(type, fileId, options)).url),
  packDownload: async (type, files) => {
    const reply = await packDownload(type, files);
    return { name: reply.downloadName, url: apiHref(reply.downloadVo.url) };
  },
  fileHref,
};
