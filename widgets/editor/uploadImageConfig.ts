import { formatMessage } from '../../engine-core/i18n';
import type { EngineServices } from '../../engine-core/services';
import { editorMessages } from './messages';

type Toast = EngineServices['toast'];

function say(toast: Toast, message: string, type: 'error' | 'info') {
  try {
    toast(message, type);
  } catch (error) {
    // no toast service (tests, bare previews): the notice still reaches the console
    console.warn(message, error);
  }
}

/**
 * The editor's 图片上传 button. Files have no upload endpoint yet (uploads are a later issue), so a picked
 * image gets a notice instead of a broken upload; anything that is not an image is refused as the spec says.
 */
export function uploadImageConfig(toast: Toast) {
  return {
    allowedFileTypes: ['image/*'],
    customUpload(file: File): Promise<void> {
      if (!file.type.startsWith('image/')) say(toast, formatMessage(editorMessages.imageOnly), 'error');
      else say(toast, formatMessage(editorMessages.uploadLater), 'info');
      return Promise.resolve();
    },
  };
}
