// the very meta-check the build and the front end run, not a copy: pure, shared through contract/
import {
  createScreenValidator,
  type ScreenProblem,
  type ScreenValidator,
} from '../../../contract/screens/validateScreen';
import { BizError } from '../../lib/envelope';
import vocabulary from './vocabulary.json';
import { defaultScreens } from './defaults';

/**
 * The same meta-check the build runs over schemas/ (contract/screens/validateScreen.ts), over the app's component
 * and API names (vocabulary.json, kept equal to the live tables by tests/unit/screenVocabulary.test.ts) and the
 * screen names on disk as dialog ids.
 */
let validator: ScreenValidator | null = null;

export function screenProblems(schema: unknown, name: string): ScreenProblem[] {
  validator ??= createScreenValidator({
    components: vocabulary.components,
    apis: vocabulary.apis,
    dialogs: [...defaultScreens().keys()],
  });
  return validator(schema, name);
}

/** Refuses an invalid schema with the JSON pointer of its first bad node in the message. */
export function assertValidScreen(schema: unknown, name: string, prefix = ''): void {
  const [first] = screenProblems(schema, name);
  if (first) throw new BizError(`页面配置无效：${prefix}${first.path || '/'} ${first.message}`);
}
