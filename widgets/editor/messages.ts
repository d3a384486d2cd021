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
  uploadLater: {
    zh: '图片上传将在后续版本开放，可先通过“网络图片”插入图片地址',
    zhtw: '圖片上傳將在後續版本開放，可先透過「網路圖片」插入圖片地址',
    en: 'Image upload arrives in a later version; insert an image by its URL for now',
  },
});
