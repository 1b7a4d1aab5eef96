import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (STYLE.md): domain imports neither side; server and web never import each other. */
const boundary = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  boundary(
    ['domain/**'],
    ['**/server/**', '**/web/**', 'node:*', 'react', 'react-dom'],
    'domain/ is isomorphic: it imports neither server/, web/, React nor node: modules.',
  ),
  boundary(['server/**'], ['**/web/**', '@/*'], 'server/ must not import from web/.'),
  boundary(
    ['web/src/**'],
    ['**/server/**', 'node:*'],
    'web/ must not import from server/ or node: modules.',
  ),
);
