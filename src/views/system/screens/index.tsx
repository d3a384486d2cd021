/**
 * The 页面配置 menu (system/screens, seeded as m-screens with its 修改页面配置 button) opens the screen editor: the
 * menu grants who may open it, the button who may save, and the server checks both.
 */
export { default } from '../../../pages/screenEditor';
