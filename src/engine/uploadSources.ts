/** EngineServices.uploads over src/api and the app's upload queue (being built: until then every call is refused). */
import type { UploadServices } from '../../renderers';

const notYet = () => Promise.reject(new Error('uploads are not available yet'));

export const uploadSources: UploadServices = {
  start: () => {
    throw new Error('uploads are not available yet');
  },
  uploadImage: notYet,
  downloadUrl: notYet,
  packDownload: notYet,
  fileHref: (url) => url,
};
