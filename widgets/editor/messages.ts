import { defineMessages } from '../../engine-core/i18n';

export const editorMessages = defineMessages({
  loading: { zh: '编辑器加载中…', zhtw: '編輯器載入中…', en: 'Loading the editor…' },
  loadFailed: {
    zh: '富文本编辑器加载失败，请刷新页面重试',
    zhtw: '富文字編輯器載入失敗，請重新整理頁面重試',
    en: 'The rich-text editor failed to load; reload the page to try again',
  },
  /** the rich-text image button refuses non-images */
  imageOnly: { zh: '请上传图片', zhtw: '請上傳圖片', en: 'Please upload an image' },
  /** the upload reply's message follows after a colon */
  uploadFailed: { zh: '图片上传失败', zhtw: '圖片上傳失敗', en: 'The image upload failed' },
});
