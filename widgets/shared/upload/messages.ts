import { defineMessages } from '../../../engine-core/i18n';

/** The words of the upload widgets, the image viewer and the document preview. */
export const uploadMessages = defineMessages({
  button: { zh: '点击上传', zhtw: '點擊上傳', en: 'Upload' },
  fileLimit: {
    zh: '当前限制最多可以上传{limit}个文件',
    zhtw: '當前限制最多可以上傳{limit}個檔案',
    en: 'At most {limit} files can be uploaded',
  },
  imageLimit: {
    zh: '当前限制最多可以上传{limit}张图片',
    zhtw: '當前限制最多可以上傳{limit}張圖片',
    en: 'At most {limit} images can be uploaded',
  },
  fileTooBig: { zh: '文件大小超过{size}{unit}', zhtw: '檔案大小超過{size}{unit}', en: 'The file is over {size}{unit}' },
  imageTooBig: {
    zh: '图片大小超过{size}{unit}',
    zhtw: '圖片大小超過{size}{unit}',
    en: 'The image is over {size}{unit}',
  },
  wrongType: {
    zh: '请选择{types}类型的文件',
    zhtw: '請選擇{types}類型的檔案',
    en: 'Please choose a file of type {types}',
  },
  notImage: { zh: '请上传图片', zhtw: '請上傳圖片', en: 'Please upload an image' },
  unreadable: {
    zh: '文件{name}读取失败，请检查文件',
    zhtw: '檔案{name}讀取失敗，請檢查檔案',
    en: 'The file {name} could not be read; please check it',
  },
  noFiles: { zh: '未发现文件', zhtw: '未發現檔案', en: 'No files found' },
  downloadAll: { zh: '全部下载', zhtw: '全部下載', en: 'Download all' },
  download: { zh: '下载', zhtw: '下載', en: 'Download' },
  preview: { zh: '预览', zhtw: '預覽', en: 'Preview' },
  remove: { zh: '删除', zhtw: '刪除', en: 'Remove' },
  viewImages: { zh: '查看图片', zhtw: '查看圖片', en: 'View images' },
  uploading: { zh: '上传中', zhtw: '上傳中', en: 'Uploading' },
  waiting: { zh: '等待中', zhtw: '等待中', en: 'Waiting' },
  hashing: { zh: '校验中', zhtw: '校驗中', en: 'Checking' },
  paused: { zh: '暂停中', zhtw: '暫停中', en: 'Paused' },
  failed: { zh: '上传失败', zhtw: '上傳失敗', en: 'Upload failed' },
  missing: { zh: '文件不存在', zhtw: '檔案不存在', en: 'The file does not exist' },
  loading: { zh: '加载中…', zhtw: '載入中…', en: 'Loading…' },
  loadFailed: { zh: '文件加载失败', zhtw: '檔案載入失敗', en: 'The file failed to load' },
  noPreview: {
    zh: '该类型文件不支持在线预览，请下载后查看',
    zhtw: '該類型檔案不支援線上預覽，請下載後查看',
    en: 'This kind of file cannot be previewed; download it to open it',
  },
  addImage: { zh: '上传图片', zhtw: '上傳圖片', en: 'Add image' },
});
