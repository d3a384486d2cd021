import { formatMessage } from '../../engine-core/i18n';
import type { EngineServices } from '../../engine-core/services';
import { editorMessages } from './messages';

type Toast = EngineServices['toast'];
type Insert = (url: string, alt: string, href: string) => void;

function say(toast: Toast, message: string, type: 'error' | 'info') {
  try {
    toast(message, type);
  } catch (error) {
    // no toast service (tests, bare previews): the notice still reaches the console
    console.warn(message, error);
  }
}

/**
 * The editor's 图片上传 button: anything that is not an image is refused (请上传图片); an image is stored with
 * the single-request upload (folder annexpic, as the image widget does) and inserted by its URL.
 */
export function uploadImageConfig({ toast, uploads }: Pick<EngineServices, 'toast' | 'uploads'>) {
  return {
    allowedFileTypes: ['image/*'],
    async customUpload(file: File, insert: Insert): Promise<void> {
      if (!file.type.startsWith('image/')) {
        say(toast, formatMessage(editorMessages.imageOnly), 'error');
        return;
      }
      try {
        const stored = await uploads.uploadImage(file, { type: 'annexpic' });
        const url = uploads.fileHref(stored.url);
        insert(url, file.name, url);
      } catch (error) {
        const reason = error instanceof Error && error.message ? `：${error.message}` : '';
        say(toast, formatMessage(editorMessages.uploadFailed) + reason, 'error');
      }
    },
  };
}
