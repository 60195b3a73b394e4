import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries of the web app (bulletproof-react's rule, on ESLint's own
// `no-restricted-imports` so that no resolver plugin is needed): a feature imports no other
// feature, and the shared layers (`components/`, `lib/`, `config/`) import no feature at all.
// Features are composed in `app/` (router, layout) only.
const WEB_SRC = 'apps/web/src';
const FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryMessage = 'Features never import each other: move the shared piece to components/ or lib/.';
const sharedLayerMessage = 'components/, lib/ and config/ import no feature: compose features in app/.';

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`${WEB_SRC}/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^@/features/(?!${feature}/)`, message: boundaryMessage },
          { regex: `^(\\.\\./)+(?!${feature}/)[^./][^/]*/`, message: boundaryMessage, caseSensitive: true },
          { regex: '^@/app/', message: 'Features do not import the app shell.' },
        ],
      },
    ],
  },
}));

// Module boundaries of the CMS (docs/architecture.md): a module of apps/cms/src/modules is used
// by the rest only through its public entry (modules/<name>/index.ts), and platform/ knows no
// module. Strapi's adapters (api/, extensions/, middlewares/, policies/, bootstrap/) reach a
// module through its entry too.
const CMS_SRC = 'apps/cms/src';
const MODULES = readdirSync(new URL(`./${CMS_SRC}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleEntryMessage = 'Use another module only through its public entry (modules/<name>/index.ts).';

const moduleBoundaries = [
  ...MODULES.map((name) => ({
    files: [`${CMS_SRC}/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(?!${name}/)(${MODULES.join('|')})/`,
              message: moduleEntryMessage,
              caseSensitive: true,
            },
          ],
        },
      ],
    },
  })),
  {
    files: [`${CMS_SRC}/platform/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+modules/', message: 'platform/ knows no module: it is the layer below them.' },
          ],
        },
      ],
    },
  },
  {
    files: [`${CMS_SRC}/{api,extensions,middlewares,policies,bootstrap}/**/*.ts`, `${CMS_SRC}/index.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./|\\./)+modules/[^/]+/', message: moduleEntryMessage, caseSensitive: true }] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.strapi/**',
      '**/.tmp/**',
      '**/types/generated/**',
      'apps/cms/public/**',
      'apps/web/playwright-report/**',
      'apps/web/test-results/**',
      'apps/web/e2e-artifacts/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Node programs: scripts, configs, the CMS, test helpers and e2e support.
  {
    files: [
      'scripts/**/*.{js,mjs,cjs}',
      'bench/**/*.{js,mjs,cjs,ts}',
      '**/*.config.{js,mjs,cjs,ts,mts}',
      'apps/cms/**/*.{ts,js,cjs,mjs}',
      'apps/web/e2e/**/*.{ts,mjs}',
      'apps/web/scripts/**/*.mjs',
      'apps/web/build-tools/**/*.ts',
      'apps/web/.size-limit.js',
      'tests/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Plain scripts index.html loads before the bundle (apps/web/public).
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The React app: hooks rules and accessibility of JSX.
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: [`${WEB_SRC}/{components,lib,config}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: sharedLayerMessage },
            { regex: '^(\\.\\./)+features/', message: sharedLayerMessage },
            { regex: '^@/app/', message: sharedLayerMessage },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...moduleBoundaries,
  // Type-aware rules for promises only: an un-awaited write or a promise-returning handler fails
  // silently (an unhandled rejection, a response sent before the work is done), and nothing else
  // catches it. Type information is what makes lint slow (the TypeScript programs of the CMS, the
  // web app and their tests), so the rest of the type-checked preset stays off. Each file is
  // linted with the nearest tsconfig.json that includes it (the root's for scripts/, bench/ and
  // tests/), so the globs must stay inside a project.
  {
    files: [
      'apps/cms/{config,src}/**/*.ts',
      'apps/cms/tests/**/*.ts',
      'apps/web/{src,e2e}/**/*.{ts,tsx}',
      'packages/shared/src/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.mjs',
      'scripts/**/*.mjs',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
