/** The meta-check over the app's vocabulary: components of the engine, the API table, the screen ids. */
import { createScreenValidator, screenComponentNames, type ScreenValidator } from '../../renderers';
import { defaultRegistry } from '../../widgets';
import { apiNames } from './apiTable';
import { screenIds } from './screenCatalog';

let validator: ScreenValidator | null = null;

export function appScreenValidator(): ScreenValidator {
  validator ??= createScreenValidator({
    components: screenComponentNames(defaultRegistry),
    apis: apiNames,
    dialogs: screenIds,
  });
  return validator;
}
