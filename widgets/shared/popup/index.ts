export { PopupBody, type PopupBodyProps } from './PopupBody';
export { PopupTrigger, type PopupTriggerProps } from './PopupTrigger';
export { PopupPreview, type PopupPreviewProps } from './PopupPreview';
export { usePopupValue, type PopupValueState } from './usePopupValue';
export { usePopupPick } from './usePopupPick';
export { useParamList } from './useParamList';
export { popupMessages } from './messages';
export * from './logic';
export type * from './types';
