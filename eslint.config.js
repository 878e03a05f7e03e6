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

/**
 * The server's modules (sync-server/src/modules/<domain>/) meet only through each other's services:
 * another module's repositories, routes and adapters are refused. Lint sees imports, not SQL: the
 * tables a module's queries reach beyond its own are listed in its README. Each module's contract (browser-safe
 * types and schemas) and data are open to all. Infrastructure (http/, db/, jobs/, auth/, metrics/,
 * adapters/, contract/ and the files beside them) never imports a module: only the composition
 * root (app.ts, app-deps.ts, start-server.ts, rescore-at-start.ts, main.ts, run-main.ts) wires them. Tests and test/ may set up data
 * through any module. The rule runs on relative specifiers, so it is written per depth below a module.
 */
const SERVER = 'sync-server/src';
const SERVER_MODULES = ['accounts', 'admin', 'answers', 'briefs', 'coaching', 'notes', 'operations', 'plans', 'provider', 'public', 'records', 'safety', 'shortlists'];
const MODULE_PRIVATE = 'repositories|routes|adapters';
const COMPOSITION_ROOT = ['app.ts', 'app-deps.ts', 'start-server.ts', 'rescore-at-start.ts', 'main.ts', 'run-main.ts'].map((file) => `${SERVER}/${file}`);
const TESTS = ['**/*.test.ts', `${SERVER}/test/**`];
const noPackageSelfImport = { group: ['@career/sync-server', '@career/sync-server/*'], message: 'Inside the server, import by relative path.' };
const moduleBoundaries = SERVER_MODULES.flatMap((name) =>
  // Files sit at most 4 folders below a module today (adapters/elevate/simulator/); 6 leaves room.
  [1, 2, 3, 4, 5, 6].map((depth) => ({
    files: [`${SERVER}/modules/${name}/${'*/'.repeat(depth)}*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noPackageSelfImport,
            {
              regex: `^(\\.\\./){${depth + 1}}(?!${name}/)[a-z][\\w-]*/(${MODULE_PRIVATE})(/|$)`,
              message: `Another module is used only through its services (modules/<name>/services/), never its ${MODULE_PRIVATE.replaceAll('|', ', ')}.`,
            },
          ],
        },
      ],
    },
  })),
);
const infrastructureBoundary = {
  files: [`${SERVER}/**/*.ts`],
  ignores: [`${SERVER}/modules/**`, ...COMPOSITION_ROOT, ...TESTS],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [noPackageSelfImport, { regex: '(^|/)modules(/|$)', message: 'Infrastructure never imports a module: take what it needs as a parameter, given by the composition root (app.ts, start-server.ts).' }] },
    ],
  },
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
  ...moduleBoundaries,
  infrastructureBoundary,
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
