import { PreviewModelPage, parseOriginList } from '../../../renderers';
import { defaultRegistry } from '../../../widgets';

/**
 * Origins besides the app's own that may post a model to the preview (the designer on another host):
 * VITE_PREVIEW_ORIGINS, comma-separated, read at build time.
 */
const allowedOrigins = parseOriginList(import.meta.env.VITE_PREVIEW_ORIGINS);

/** /previewModel (功能预览): the engine's preview page inside the layout. */
export default function PreviewModel() {
  return <PreviewModelPage allowedOrigins={allowedOrigins} registry={defaultRegistry} />;
}
