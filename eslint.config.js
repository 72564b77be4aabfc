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
              disallow: ['feature', 'app'],
              message: 'Shared code must not import features or the app shell.',
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
