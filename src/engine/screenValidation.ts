/** The meta-check over the app's vocabulary: components of the engine, the API table, the screen ids. */
import { screenComponentNames } from '../../renderers/screen/screenComponents';
import { createScreenValidator, type ScreenValidator } from '../../renderers/screen/validateScreen';
import { apiNames } from './apiTable';
import { screenIds } from './screenCatalog';

let validator: ScreenValidator | null = null;

export function appScreenValidator(): ScreenValidator {
  validator ??= createScreenValidator({ components: screenComponentNames(), apis: apiNames, dialogs: screenIds });
  return validator;
}
