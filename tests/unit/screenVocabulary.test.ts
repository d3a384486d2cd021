import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { screenComponentNames } from '../../renderers';
import { defaultRegistry } from '../../widgets';
import { apiNames } from '../../src/engine/apiTable';

/**
 * The server validates saved screens without importing React: it reads the component and API names from
 * server/services/screens/vocabulary.json. That list must equal the app's live tables, or the server would
 * accept a screen the app refuses (or the other way round). `UPDATE_SCREEN_VOCABULARY=1` rewrites the file.
 */
const FILE = 'server/services/screens/vocabulary.json';

test('the server vocabulary equals the widget registry and the API table', () => {
  const live = { components: screenComponentNames(defaultRegistry), apis: [...apiNames].sort() };
  if (process.env.UPDATE_SCREEN_VOCABULARY) writeFileSync(FILE, `${JSON.stringify(live, null, 2)}\n`);
  const stored = JSON.parse(readFileSync(FILE, 'utf8')) as typeof live;
  expect(stored).toEqual(live);
});
