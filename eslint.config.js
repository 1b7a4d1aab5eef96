import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (STYLE.md, decision 021), checked for `import`, `export
 * ... from` and dynamic `import()` alike by import-x/no-restricted-paths:
 * - domain/ imports neither server/ nor web/; server/ never imports web/
 *   (except the named server-rendering entries below, and the built dist/);
 *   web/ never imports server/.
 * - No feature imports another (issue 36): web/src/features/<a> never imports
 *   from features/<b>. What two features share lives in components/, lib/ or
 *   api/; app/ composes the features (app/content-views.ts hands the review
 *   preview each kind's view). Deleting a feature is deleting its folder.
 * - No import cycles (import-x/no-cycle).
 */

/** Web modules server/ may import to render pages on the server (none yet; add the entry here). */
const serverRenderingEntries = [];

const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: `Features do not import each other: move what ${feature} needs to components/, lib/ or api/, or compose the two in app/.`,
}));

const layerZones = [
  {
    target: './domain',
    from: ['./server', './web'],
    message: 'domain/ is isomorphic: it imports neither server/ nor web/.',
  },
  {
    target: './server',
    from: './web',
    except: serverRenderingEntries,
    message: 'server/ must not import from web/ (only the built dist/ or a named entry).',
  },
  {
    target: './web/src',
    from: './server',
    message: 'web/ must not import from server/.',
  },
];

/** Package imports a layer may not use (no-restricted-imports; node: in import() below). */
const forbiddenPackages = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ImportExpression > Literal[value=/^node:/]',
        message,
      },
    ],
  },
});

const nodeInWeb = 'web/ must not import node: modules.';
const siteTextInWeb =
  'site-text.ts holds every language: pass the head builders texts from the messages instead.';
const registryInWeb =
  "The web takes only the types of the server functions' registry (decision 037): its schemas would load with the page.";
const literalPath =
  'Link to a page through routes or routePath (domain/routes.ts), not a literal path.';
const climbInWeb =
  'Import through @/ (web/src) or @domain/ (domain) instead of climbing two or more folders.';

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
  {
    files: ['{web,server,domain}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  forbiddenPackages(
    ['domain/**'],
    ['node:*', 'react', 'react-dom'],
    'domain/ is isomorphic: it imports neither React nor node: modules.',
  ),
  {
    files: ['web/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: nodeInWeb },
            { group: ['../../*'], message: climbInWeb },
            { group: ['@domain/seo/site-text.ts'], message: siteTextInWeb },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@domain/server-functions.ts', allowTypeImports: true, message: registryInWeb },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression > Literal[value=/^node:/]', message: nodeInWeb },
        {
          selector: 'ImportExpression > Literal[value=/^\\.\\.\\/\\.\\.\\//]',
          message: climbInWeb,
        },
        {
          selector: "ImportExpression > Literal[value='@domain/server-functions.ts']",
          message: registryInWeb,
        },
        {
          selector: `JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\\/[a-z]/]`,
          message: literalPath,
        },
        {
          selector: `JSXAttribute[name.name=/^(to|href)$/] TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/[a-z]/]`,
          message: literalPath,
        },
      ],
    },
  },
);
