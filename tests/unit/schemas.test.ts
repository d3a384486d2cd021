import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { createScreenValidator, formatProblem, screenComponentNames } from '../../renderers';
import { defaultRegistry } from '../../widgets';
import { apiNames } from '../../src/engine/apiTable';
import { screenIds } from '../../src/engine/screenCatalog';

/** Every file under schemas/ is checked: a typo in a screen fails `npm test` with the file and the JSON path. */

const ROOT = path.resolve('schemas');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');
const allFiles = filesUnder(ROOT).map(relative).sort();
const metaFiles = allFiles.filter((f) => f.startsWith('schemas/meta/') && !f.startsWith('schemas/meta/i18n/'));
const screenFiles = allFiles.filter((f) => !f.startsWith('schemas/meta/'));
const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

const validate = createScreenValidator({
  components: screenComponentNames(defaultRegistry),
  apis: apiNames,
  dialogs: screenIds,
});

describe('schemas/', () => {
  test('holds only JSON files, the meta-schemas and at least the dictionary screen', () => {
    expect(allFiles.filter((f) => !f.endsWith('.json'))).toEqual([]);
    expect(metaFiles).toEqual(['schemas/meta/action.schema.json', 'schemas/meta/screen.schema.json']);
    // the screens' text catalogues (docs/screen-dialect.md#languages)
    expect(allFiles.filter((f) => f.startsWith('schemas/meta/i18n/'))).toEqual([
      'schemas/meta/i18n/en.json',
      'schemas/meta/i18n/zhtw.json',
    ]);
    expect(screenFiles).toContain('schemas/system/dictionary.page.json');
    expect(screenFiles).toContain('schemas/system/dictionary-data.dialog.json');
  });

  test('the app catalog lists every screen file', () => {
    expect(screenIds).toEqual(screenFiles.map((f) => f.replace(/^schemas\//, '').replace(/\.json$/, '')));
  });

  test.each(metaFiles)('%s is a JSON Schema ajv compiles', (file) => {
    const ajv = new Ajv({ strict: false });
    // names.schema.json is built at run time; an empty stand-in is enough to compile the references
    const names = ['componentName', 'apiName', 'actionName', 'iconName', 'dialogId'];
    ajv.addSchema({
      $id: 'https://jnpf.local/schemas/meta/names.schema.json',
      definitions: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
    });
    for (const other of metaFiles.filter((f) => f !== file)) ajv.addSchema(read(other));
    expect(ajv.validateSchema(read(file))).toBe(true);
    expect(() => ajv.compile(read(file))).not.toThrow();
  });

  test.each(screenFiles)('%s passes the meta-check', (file) => {
    expect(validate(read(file), file).map(formatProblem)).toEqual([]);
  });
});

type Mutation = (schema: Record<string, any>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any -- a mutation reaches into any part of a schema

const PAGE = 'schemas/system/dictionary.page.json';
const DIALOG = 'schemas/system/dictionary-data.dialog.json';
const TABLE = '/properties/dataTable/x-component-props';

/** A broken copy of a real file, the JSON path of the mistake and what the check says about it. */
const broken: [string, string, Mutation, string, string][] = [
  [
    'a misspelt component',
    PAGE,
    (s) => (s.properties.dataTable['x-component'] = 'CrudTabel'),
    '/properties/dataTable/x-component',
    'unknown component "CrudTabel"',
  ],
  [
    'a misspelt API name',
    PAGE,
    (s) => (s.properties.dataTable['x-component-props'].api = 'dictionaryData.lst'),
    `${TABLE}/api`,
    'unknown API "dictionaryData.lst"',
  ],
  [
    'an unknown action',
    PAGE,
    (s) => (s.properties.dataTable['x-component-props'].columns[4].actions[0].action.action = 'openDialgo'),
    `${TABLE}/columns/4/actions/0/action/action`,
    'unknown action "openDialgo"',
  ],
  [
    'an unknown API inside a sequence',
    PAGE,
    // the delete action is a preset: its `api` parameter lands at action/0/api once expanded
    (s) => (s.properties.dataTable['x-component-props'].columns[4].actions[1].api = 'dictionaryData.delete'),
    `${TABLE}/columns/4/actions/1/action/0/api`,
    'unknown API "dictionaryData.delete"',
  ],
  [
    'a dialog that does not exist',
    PAGE,
    (s) =>
      (s.properties.dataTable.properties.toolbar['x-component-props'].buttons[0].action.dialog = 'system/nope.dialog'),
    '/properties/dataTable/properties/toolbar/x-component-props/buttons/0/action/dialog',
    'unknown dialog schema "system/nope.dialog"',
  ],
  [
    'a misspelt column property',
    PAGE,
    (s) => {
      const column = s.properties.dataTable['x-component-props'].columns[0];
      column.dataIdx = column.dataIndex;
      delete column.dataIndex;
    },
    `${TABLE}/columns/0`,
    'unknown property "dataIdx"',
  ],
  [
    'an unknown render kind',
    PAGE,
    (s) => (s.properties.dataTable['x-component-props'].columns[3].render = 'toggle'),
    `${TABLE}/columns/3/render`,
    '"toggle" is not one of ["text","tag","switch","date","actions"]',
  ],
  ['a missing schemaVersion', PAGE, (s) => delete s.schemaVersion, '', 'missing "schemaVersion"'],
  [
    'a misspelt form component in a dialog',
    DIALOG,
    (s) => (s.properties.fullName['x-component'] = 'Inptu'),
    '/properties/fullName/x-component',
    'unknown component "Inptu"',
  ],
  [
    'an unknown options API on a dialog field',
    DIALOG,
    (s) => (s.properties.parentId['x-data'].options.api = 'dictionary.parents'),
    '/properties/parentId/x-data/options/api',
    'unknown API "dictionary.parents"',
  ],
  [
    'a submit action missing its API',
    DIALOG,
    (s) => delete s['x-component-props'].submit[1].api,
    '/x-component-props/submit/1',
    'missing "api"',
  ],
];

describe('a broken copy is rejected with the file, the JSON path and what is wrong', () => {
  test.each(broken)('%s', (_name, file, mutate, expectedPath, expectedMessage) => {
    const copy = read(file);
    mutate(copy);
    const problems = validate(copy, file);
    expect(problems).toContainEqual({ file, path: expectedPath, message: expectedMessage });
    expect(problems.map(formatProblem)).toContain(`${file} at ${expectedPath || '/'}: ${expectedMessage}`);
  });

  test('the unbroken files have no problems at all (so each case above is caused by its mutation)', () => {
    expect(validate(read(PAGE), PAGE)).toEqual([]);
    expect(validate(read(DIALOG), DIALOG)).toEqual([]);
  });
});
