import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';

const testSyntax = [
  { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests' },
  { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests' },
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'Wait for what a person waits for (an element, a response, settle()), never a fixed time',
  },
];

/** A relative import of a top-level folder, deep or not (`../../renderers`, `../renderers/screen/x`). */
const into = (folder) => `^\\.\\.?/(.*/)?${folder}(/|$)`;
/** A relative import past a folder's index (`../renderers/screen/x`, not `../renderers` or `../renderers/index`). */
const pastIndexOf = (folder) => `^\\.\\.?/(.*/)?${folder}/(?!index$)`;

const arrows = {
  toSrc: {
    regex: into('src'),
    message: 'the engine never imports the app: it is given what it needs (EngineServices)',
  },
  toRenderers: {
    regex: into('renderers'),
    message: 'widgets/ and engine-core/ never import renderers/: what they share lives in engine-core/',
  },
  toWidgets: {
    regex: into('widgets'),
    message: 'the engine is given its widgets (<EngineProvider widgets>, the registry prop), it never imports them',
  },
  pastFrontDoor: {
    regex: pastIndexOf('renderers'),
    message: 'the app imports the engine through its front door, renderers/index.ts',
  },
  pastRegistry: { regex: pastIndexOf('widgets'), message: 'the app takes the widget registry from widgets/index.ts' },
  toCore: { regex: into('engine-core'), message: 'the app takes the engine core from renderers/index.ts' },
};

/**
 * What one layer may not import: static imports through no-restricted-imports, `import()` (which that rule does not
 * see) through no-restricted-syntax. An esquery regex cannot hold a slash, hence \x2F.
 */
function forbid(files, forbidden, ignores = []) {
  const dynamic = forbidden.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  }));
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: forbidden.map(({ regex, message }) => ({ regex, message })) }],
      'no-restricted-syntax': ['error', ...testSyntax, ...dynamic],
    },
  };
}

const sources = (...folders) => folders.map((folder) => `${folder}/**/*.{ts,tsx}`);
/** renderers' own tests supply the widget registry, as the app does, so they may import widgets/ */
const rendererTests = ['renderers/**/*.test.{ts,tsx}', 'renderers/**/__fixtures__/**', 'renderers/**/testing/**'];
/** Tests, their helpers and fixtures, benchmarks and dev scripts: not held to the size limits of source files. */
const notSource = [
  '**/*.test.{ts,tsx}',
  '**/__fixtures__/**',
  '**/testing/**',
  'tests/**',
  'fixtures/**',
  'bench/**',
  'scripts/**',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.cache',
      'node_modules',
      'server/db/migrations',
      'test-results',
      // deliberately bad code: tests/unit/lintRules.test.ts lints it and expects each rule to fire
      'tests/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...testSyntax],
      // a type-only import is written `import type` / `{ type X }`, so it is visibly erased from the bundle;
      // `typeof import('./x')` stays allowed: it types a module that is loaded on demand, next to its import()
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // a file and a function a person can read in one go (docs/architecture.md, "Size of files and functions")
    files: ['**/*.{ts,tsx}'],
    ignores: notSource,
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // every eslint-disable says why, after ` -- `
    ...eslintComments.recommended,
    rules: {
      ...eslintComments.recommended.rules,
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
    },
  },
  // The layers, each arrow one way: src → renderers/index.ts → engine-core ← widgets ← src (widgets/index.ts)
  forbid(sources('engine-core'), [arrows.toSrc, arrows.toRenderers, arrows.toWidgets]),
  forbid(sources('widgets'), [arrows.toSrc, arrows.toRenderers]),
  forbid(sources('renderers'), [arrows.toSrc, arrows.toWidgets], rendererTests),
  forbid(rendererTests, [arrows.toSrc]),
  forbid(sources('src'), [arrows.pastFrontDoor, arrows.pastRegistry, arrows.toCore]),
  {
    // no module of the front end waits, through others, for itself to load; a lazy route back to its layout is a
    // split point, not a load-order loop
    files: sources('engine-core', 'widgets', 'renderers', 'src'),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    // the server shares only contract/ with the front end
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/renderers/**', '**/widgets/**', '**/engine-core/**'],
              message: 'server/ imports nothing of the front end but contract/',
            },
          ],
        },
      ],
    },
  },
  {
    // the contract is the bottom layer: wire types and pure logic both sides run, importing nothing of ours
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/server/**', '**/renderers/**', '**/widgets/**', '**/engine-core/**'],
              message: 'contract/ imports nothing outside contract/',
            },
          ],
        },
      ],
    },
  },
);
