// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  // Server: layers and module boundaries. Plugins and lib/ import no module (the app
  // passes plugins what they need); lib/ imports no plugin; a module may use another
  // module's service, model, tables and helpers, never its repo (queries stay with
  // their module) nor its routes.
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: 'packages/server/tsconfig.json' },
      },
      'boundaries/include': ['packages/server/src/**/*'],
      'boundaries/elements': [
        {
          type: 'server-repo',
          pattern: [
            'packages/server/src/modules/*/repo.ts',
            'packages/server/src/modules/*/*-repo.ts',
          ],
          mode: 'file',
          capture: ['module'],
        },
        {
          type: 'server-routes',
          pattern: [
            'packages/server/src/modules/*/routes.ts',
            'packages/server/src/modules/*/*-routes.ts',
          ],
          mode: 'file',
          capture: ['module'],
        },
        {
          type: 'server-module',
          pattern: 'packages/server/src/modules/*',
          mode: 'folder',
          capture: ['module'],
        },
        { type: 'server-plugin', pattern: 'packages/server/src/plugins', mode: 'folder' },
        { type: 'server-lib', pattern: 'packages/server/src/lib', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: ['server-module', 'server-repo', 'server-routes'],
              disallow: [
                ['server-repo', { module: '!${from.module}' }],
                ['server-routes', { module: '!${from.module}' }],
              ],
              message:
                "A module may use another module's service, model and tables, not its repo or routes.",
            },
            {
              from: 'server-plugin',
              disallow: ['server-module', 'server-repo', 'server-routes'],
              message: 'A plugin imports no module: the app passes it what it needs.',
            },
            {
              from: 'server-lib',
              disallow: ['server-module', 'server-repo', 'server-routes', 'server-plugin'],
              message: 'lib/ imports no module and no plugin.',
            },
          ],
        },
      ],
    },
  },
  // The page's first script, served as written (packages/web/build/first-paint.ts).
  {
    files: ['packages/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Web app: browser globals, hooks rules, accessibility rules, import boundaries.
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: 'packages/web/tsconfig.json' },
      },
      'boundaries/include': ['packages/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'packages/web/src/app', mode: 'folder' },
        {
          type: 'feature',
          pattern: 'packages/web/src/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        { type: 'shared', pattern: 'packages/web/src/shared', mode: 'folder' },
        { type: 'admin', pattern: 'packages/web/src/admin', mode: 'folder' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Features never import each other; shared code never imports features or the app.
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: 'feature',
              disallow: [['feature', { feature: '!${from.feature}' }], 'app'],
              message: 'A feature must not import another feature or the app shell.',
            },
            {
              from: 'shared',
              disallow: ['feature', 'app', 'admin'],
              message: 'Shared code must not import features or the app shell.',
            },
            {
              from: ['feature', 'app'],
              disallow: ['admin'],
              message: 'The player app never imports the back office (a bundle of its own).',
            },
            {
              from: 'admin',
              disallow: ['feature', 'app'],
              message: "The back office uses shared code and the contract, not the player app's.",
            },
          ],
        },
      ],
      // No barrel files: import the module that defines the thing.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/index', '**/index.ts', '**/index.tsx'], message: 'No barrel files.' },
          ],
        },
      ],
    },
  },
);
