/** The 页面配置 menu (system/screens) opens the screen editor, which also has the fixed route /system/screens. */
export { default } from '../../../pages/screenEditor';
