import Ajv, { type ErrorObject } from 'ajv';
import { PresetError } from './presets';
import actionMeta from '../../schemas/meta/action.schema.json';
import screenMeta from '../../schemas/meta/screen.schema.json';
import { screenActionNames as actionNames, screenIconNames } from './names';
import { migrateScreen } from './migrations';

/** The names a screen may use; the app builds it from its tables (src/engine/screenValidation.ts). */
export interface ScreenVocabulary {
  components: readonly string[];
  apis: readonly string[];
  /** schema ids dialogs may name; any string when left out */
  dialogs?: readonly string[];
}

/** One thing wrong with a screen file: where (file + JSON pointer) and what. */
export interface ScreenProblem {
  file: string;
  path: string;
  message: string;
}

export type ScreenValidator = (schema: unknown, file: string) => ScreenProblem[];

export function formatProblem(problem: ScreenProblem): string {
  return `${problem.file} at ${problem.path || '/'}: ${problem.message}`;
}

const NAMES_ID = 'https://jnpf.local/schemas/meta/names.schema.json';

/** The enums the meta-schemas reference as names.schema.json, from the live tables. */
function namesSchema(vocabulary: ScreenVocabulary) {
  return {
    $id: NAMES_ID,
    definitions: {
      componentName: { type: 'string', enum: [...vocabulary.components] },
      apiName: { type: 'string', enum: [...vocabulary.apis] },
      actionName: { type: 'string', enum: [...actionNames] },
      iconName: { type: 'string', enum: [...screenIconNames] },
      dialogId: vocabulary.dialogs ? { type: 'string', enum: [...vocabulary.dialogs] } : { type: 'string' },
    },
  };
}

const NAME_KINDS: [string, string][] = [
  ['componentName', 'unknown component'],
  ['apiName', 'unknown API'],
  ['actionName', 'unknown action'],
  ['iconName', 'unknown icon'],
  ['dialogId', 'unknown dialog schema'],
];

/** ajv's wording, made specific for the mistakes people make in screen files. */
function describe(error: ErrorObject): string {
  if (error.keyword === 'enum') {
    const kind = NAME_KINDS.find(([definition]) => error.schemaPath.includes(`/definitions/${definition}/`));
    if (kind) return `${kind[1]} ${JSON.stringify(error.data)}`;
    return `${JSON.stringify(error.data)} is not one of ${JSON.stringify(error.params.allowedValues)}`;
  }
  if (error.keyword === 'required') return `missing "${String(error.params.missingProperty)}"`;
  if (error.keyword === 'additionalProperties') return `unknown property "${String(error.params.additionalProperty)}"`;
  if (error.keyword === 'pattern' && error.schemaPath.includes('/definitions/expression/'))
    return 'must be a {{ }} expression';
  return error.message ?? error.keyword;
}

// `if` failures only say "must match then schema": the real error is reported beside them
const NOISE = new Set(['if', 'anyOf', 'oneOf']);

/**
 * Builds the meta-check: a screen file must carry `schemaVersion`, and after the registered migrations it must
 * match schemas/meta/*.schema.json with component, action, API, icon and dialog names from the vocabulary.
 */
export function createScreenValidator(vocabulary: ScreenVocabulary): ScreenValidator {
  // strictRequired is off: `then: { required }` branches name properties declared beside the `if`
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
  });
  ajv.addSchema(namesSchema(vocabulary));
  ajv.addSchema(actionMeta);
  const check = ajv.compile(screenMeta);
  return (schema, file) => {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
      return [{ file, path: '', message: 'a screen file is one JSON object' }];
    if (typeof (schema as { schemaVersion?: unknown }).schemaVersion !== 'number')
      return [{ file, path: '', message: 'missing "schemaVersion"' }];
    let migrated: unknown;
    try {
      migrated = migrateScreen(schema).schema;
    } catch (error) {
      const path = error instanceof PresetError ? error.path : '/schemaVersion';
      return [{ file, path, message: (error as Error).message }];
    }
    if (check(migrated)) return [];
    const seen = new Set<string>();
    const problems: ScreenProblem[] = [];
    for (const error of check.errors ?? []) {
      if (NOISE.has(error.keyword)) continue;
      const problem = { file, path: error.instancePath, message: describe(error) };
      const key = `${problem.path}|${problem.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(problem);
      }
    }
    return problems;
  };
}
