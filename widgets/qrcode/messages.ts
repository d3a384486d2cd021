import { defineMessages } from '../../engine-core/i18n';

export const codeMessages = defineMessages({
  emptyQrcode: { zh: '暂无二维码内容', zhtw: '暫無二維碼內容', en: 'Nothing to encode' },
  emptyBarcode: { zh: '暂无条形码内容', zhtw: '暫無條碼內容', en: 'Nothing to encode' },
  barcodeCharset: {
    zh: '条形码仅支持字母和数字',
    zhtw: '條碼僅支援字母和數字',
    en: 'A barcode takes letters and digits only',
  },
  barcodeFormat: {
    zh: '条形码内容不符合所选格式',
    zhtw: '條碼內容不符合所選格式',
    en: 'The text does not fit the barcode format',
  },
});
