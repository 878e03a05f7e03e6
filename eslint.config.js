import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noProcessEnv = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read settings through sync-server/src/env.ts only.' },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'pwa/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, ...noProcessEnv },
  },
  {
    files: ['sync-server/src/**/*.ts'],
    ignores: ['sync-server/src/env.ts'],
    rules: noProcessEnv,
  },
  {
    files: ['scoring/src/**/*.ts'],
    rules: {
      ...noProcessEnv,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@career/sync-server*', '@career/pwa*', '**/sync-server/**', '**/pwa/**'], message: 'scoring/ must not depend on other workspaces.' },
            { group: ['node:*', 'fs', 'path', 'crypto', 'http'], message: 'scoring/ is pure: no I/O.' },
          ],
        },
      ],
    },
  },
);
