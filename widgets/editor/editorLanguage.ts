import { i18nAddResources, i18nChangeLanguage } from '@wangeditor/editor';
import type { EngineLanguage } from '../../engine-core/i18n';

/**
 * wangEditor ships its menus in simplified Chinese and English only; a traditional-Chinese user would read
 * 删除线 and 默认字号 in the toolbar. These are its zh-CN words in traditional forms (drafted with OpenCC, cn →
 * twp, and read by hand), registered as its `zh-TW` language.
 */
const traditional = {
  editor: { more: '更多', justify: '對齊', indent: '縮排', image: '圖片', video: '影片' },
  common: { ok: '確定', delete: '刪除', enter: '換行' },
  blockQuote: { title: '引用' },
  codeBlock: { title: '程式碼區塊' },
  color: { color: '文字顏色', bgColor: '背景色', default: '預設顏色', clear: '清除背景色' },
  divider: { title: '分隔線' },
  emotion: { title: '表情' },
  fontSize: { title: '字號', default: '預設字號' },
  fontFamily: { title: '字型', default: '預設字型' },
  fullScreen: { title: '全螢幕' },
  header: { title: '標題', text: '正文' },
  image: {
    netImage: '網路圖片',
    delete: '刪除圖片',
    edit: '編輯圖片',
    viewLink: '檢視連結',
    src: '圖片地址',
    desc: '圖片描述',
    link: '圖片連結',
  },
  indent: { decrease: '減少縮排', increase: '增加縮排' },
  justify: { left: '靠左對齊', right: '靠右對齊', center: '置中對齊', justify: '兩端對齊' },
  lineHeight: { title: '行高', default: '預設行高' },
  link: {
    insert: '插入連結',
    text: '連結文字',
    url: '連結地址',
    unLink: '取消連結',
    edit: '修改連結',
    view: '檢視連結',
  },
  textStyle: {
    bold: '粗體',
    clear: '清除格式',
    code: '行內程式碼',
    italic: '斜體',
    sub: '下標',
    sup: '上標',
    through: '刪除線',
    underline: '底線',
  },
  undo: { undo: '復原', redo: '重做' },
  todo: { todo: '待辦' },
  listModule: { unOrderedList: '無序清單', orderedList: '有序清單' },
  tableModule: {
    deleteCol: '刪除欄',
    deleteRow: '刪除列',
    deleteTable: '刪除表格',
    widthAuto: '寬度自適應',
    insertCol: '插入欄',
    insertRow: '插入列',
    insertTable: '插入表格',
    header: '表頭',
  },
  videoModule: {
    delete: '刪除影片',
    uploadVideo: '上傳影片',
    insertVideo: '插入影片',
    videoSrc: '影片地址',
    videoSrcPlaceHolder: '影片檔案 url 或第三方 <iframe>',
    videoPoster: '影片封面',
    videoPosterPlaceHolder: '封面圖片 url',
    ok: '確定',
    editSize: '修改尺寸',
    width: '寬度',
    height: '高度',
  },
  uploadImgModule: { uploadImage: '上傳圖片', uploadError: '{{fileName}} 上傳出錯' },
  highLightModule: { selectLang: '選擇語言' },
};

let registered = false;

/** Switches wangEditor's menus to the engine's language; call it before an editor is created. */
export function editorLanguage(language: EngineLanguage): void {
  if (!registered) {
    i18nAddResources('zh-TW', traditional);
    registered = true;
  }
  i18nChangeLanguage(language === 'en' ? 'en' : language === 'zhtw' ? 'zh-TW' : 'zh-CN');
}
