import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', '.cache', 'node_modules', 'server/db/migrations', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No .only in tests' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests' },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for what a person waits for (an element, a response, settle()), never a fixed time',
        },
      ],
    },
  },
  {
    // the engine never imports the app
    files: ['widgets/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/*', '../src/*'] }] },
  },
  {
    // the server only shares wire types with the front end
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '!**/src/api', '!**/src/api/types', '!**/src/api/types/**'],
              message: 'server imports only src/api/types (type-only)',
            },
          ],
        },
      ],
    },
  },
);
