// ESLint flat config for the whole repository (`npm run lint`; `npm test` runs it first).
// Recommended rule sets only (not the type-checked ones), so one run stays a few seconds.
// CommonJS because the root package.json has no "type": "module".
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
const prettier = require('eslint-config-prettier');

const SITE = 'frontend/src';
const CODE = '**/*.{js,mjs,cjs,ts,tsx}';

/**
 * The site's layering (app → features → components → lib → domain), as `frontend/src/architecture.test.ts`
 * checks it on the whole source: here the editor and `npm run lint` say it at the import itself.
 * Imports across layers go through the `@/` alias; a relative path that climbs into a layer is caught too.
 */
function forbid(layers, message) {
  const names = layers.join('|');
  return [
    { regex: `^@/(${names})(/|$)`, message },
    { regex: `^(\\.\\./)+(${names})(/|$)`, message },
  ];
}

const features = fs
  .readdirSync(path.join(__dirname, SITE, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The domain's folders (packages/domain/README.md): callers import a sub-path (`@dalil/domain/rules`, …),
 * never the package's root or its files, and the site never imports the CMS's plumbing (`@dalil/domain/cms`).
 */
const domainPaths = [
  {
    regex: '^@dalil/domain(?!/(rules|validation|contract|resources|cms)$)',
    message: 'Import a folder of the domain: @dalil/domain/rules, /validation, /contract, /resources or /cms.',
  },
];
const siteDomainPaths = [
  ...domainPaths,
  { regex: '^@dalil/domain/cms$', message: "@dalil/domain/cms is the CMS's plumbing: the site does not import it." },
];

const layering = [
  { files: [CODE], rules: { 'no-restricted-imports': ['error', { patterns: domainPaths }] } },
  { files: [`${SITE}/${CODE}`], rules: { 'no-restricted-imports': ['error', { patterns: siteDomainPaths }] } },
  {
    files: [`${SITE}/lib/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...siteDomainPaths,
            ...forbid(['components', 'features', 'app'], 'lib imports neither components, features nor app.'),
          ],
        },
      ],
    },
  },
  {
    files: [`${SITE}/components/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...siteDomainPaths,
            ...forbid(['features', 'app'], 'The shared components import neither features nor app.'),
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`${SITE}/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...siteDomainPaths,
            ...forbid(['app'], 'A feature never imports app.'),
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message: 'A feature never imports another feature: move the shared part to components or lib.',
            },
          ],
        },
      ],
    },
  })),
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/build/**',
      '**/coverage/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/public/**',
      'frontend/public/**',
      'frontend/test-results/**',
      'frontend/playwright-report/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: [CODE],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for its position, a discarded rest element).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'eslint.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [`frontend/src/${CODE}`],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // A labelled scrollable region (a wide table) takes tabIndex={0} so the keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // Tabs are the kit's (components/tabs.tsx: roving focus, arrow keys in reading order, panels
    // linked, `useUrlTab` for the URL): a feature does not build its own tab list (issue 23).
    files: [`${SITE}/${CODE}`],
    ignores: [`${SITE}/components/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='role'][value.value='tablist']",
          message: 'Use the kit\'s <Tabs> (@/components/tabs) instead of a raw role="tablist".',
        },
      ],
    },
  },
  {
    files: [`frontend/e2e/${CODE}`],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // `no-explicit-any` is on for the CMS code: Strapi is reached through the typed seams of
    // cms/src/lib (documents.ts, services.ts). The integration tests read HTTP answers' JSON
    // bodies freely (`ApiAnswer.body`): a wrong shape fails the assertion that reads it.
    files: [`cms/tests/${CODE}`],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...layering,
  // Layout is Prettier's (`npm run format`): the rules that would argue with it are off.
  prettier,
);
