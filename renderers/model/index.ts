/** The engine's reusable model pages (docs/architecture.md): a form model's list page and the preview page. */
export { ModelListPage, type ModelListPageProps } from './ModelListPage';
export { PreviewModelPage, type PreviewModelPageProps } from './preview/PreviewModelPage';
export { parseOriginList, isAllowedOrigin, PREVIEW_MESSAGE_TYPE } from './preview/previewSource';
export { toListConfig, parseColumnData, defaultSidxOf, sidxOf } from './columnData';
export { toSearchField, toSearchQuery, searchModel } from './searchFields';
export { popupLayerOf, type PopupLayer } from './popupLayer';
export { FormErrorBoundary } from './FormErrorBoundary';
export type * from './types';
