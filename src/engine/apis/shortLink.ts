/** Public form links (docs/public-forms.md): what the engine's model list asks to mark public submissions. */
import type { ApiFunction } from '../../../renderers';
import { getPublicRecordIds } from '../../api/shortLink';
import { requiredText } from '../apiArgs';

export const apis: Record<string, ApiFunction> = {
  'shortLink.publicIds': async (a) =>
    getPublicRecordIds(
      requiredText(a, 'modelId'),
      Array.isArray(a?.ids) ? a.ids.filter((id): id is string => typeof id === 'string') : [],
    ),
};
