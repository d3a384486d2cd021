import { defineMessages } from '../../engine-core/i18n';

/** The words of the handwritten signature (sign) and e-seal (signature) widgets. */
export const signMessages = defineMessages({
  signButton: { zh: '手写签名', zhtw: '手寫簽名', en: 'Sign by hand' },
  dialogTitle: { zh: '请签名', zhtw: '請簽名', en: 'Please sign' },
  clear: { zh: '清空', zhtw: '清空', en: 'Clear' },
  undo: { zh: '撤销', zhtw: '撤銷', en: 'Undo' },
  confirm: { zh: '确定', zhtw: '確定', en: 'OK' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  required: { zh: '请签名', zhtw: '請簽名', en: 'Please sign first' },
  useDefault: { zh: '使用默认签名', zhtw: '使用預設簽名', en: 'Use my default signature' },
  noDefault: {
    zh: '您还没有默认签名，请在个人信息中添加',
    zhtw: '您還沒有預設簽名，請在個人資訊中新增',
    en: 'You have no default signature yet; add one in your profile',
  },
  uploadFailed: {
    zh: '签名上传失败，请重试',
    zhtw: '簽名上傳失敗，請重試',
    en: 'The signature could not be saved; try again',
  },
  resign: { zh: '重新签名', zhtw: '重新簽名', en: 'Sign again' },
  remove: { zh: '清除', zhtw: '清除', en: 'Remove' },
  signed: { zh: '已签名', zhtw: '已簽名', en: 'Signed' },
  padLabel: { zh: '签名区域', zhtw: '簽名區域', en: 'Signature pad' },
  // e-seal
  sealButton: { zh: '选择签章', zhtw: '選擇簽章', en: 'Choose a seal' },
  sealTitle: { zh: '选择签章', zhtw: '選擇簽章', en: 'Choose a seal' },
  sealRequired: { zh: '请选择签章', zhtw: '請選擇簽章', en: 'Please choose a seal' },
  sealNone: {
    zh: '暂无可用签章，请先在个人信息中添加签名',
    zhtw: '暫無可用簽章，請先在個人資訊中新增簽名',
    en: 'No seal available: add a signature in your profile first',
  },
  sealLoadFailed: { zh: '签章加载失败', zhtw: '簽章載入失敗', en: 'The seals could not be loaded' },
  sealed: { zh: '已签章', zhtw: '已簽章', en: 'Sealed' },
  sealDefault: { zh: '默认', zhtw: '預設', en: 'Default' },
  sealChange: { zh: '更换签章', zhtw: '更換簽章', en: 'Change seal' },
});
