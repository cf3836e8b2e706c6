import js from '@eslint/js';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SERVER_SRC = 'apps/server/src';
const serverFolders = readdirSync(SERVER_SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** A server feature is a folder with its module descriptor (`users/users.module.ts`): it imports the kernel, never another feature. */
const SERVER_FEATURES = serverFolders.filter((folder) => existsSync(`${SERVER_SRC}/${folder}/${folder}.module.ts`));
/** The composition root's folders (with `modules.ts`) see every feature. */
const SERVER_COMPOSITION = ['commands', 'server'];
/** Everything else is the shared kernel (and rbac, which decides access): it imports no feature. */
const SERVER_KERNEL = serverFolders.filter((folder) => !SERVER_FEATURES.includes(folder) && !SERVER_COMPOSITION.includes(folder));
const WEB_FEATURES_DIR = 'apps/web/src/features';
const FAR_IMPORT_MESSAGE = 'Import what is two or more folders away by its path from the package root: #src/..., #test/... (see the imports of its package.json)';

function serverZones() {
  const src = SERVER_SRC;
  const featureZones = SERVER_FEATURES.map((feature) => ({
    target: `${src}/${feature}`,
    from: SERVER_FEATURES.filter((other) => other !== feature).map((other) => `${src}/${other}`),
    message: 'A feature imports the kernel, never another feature (docs/architecture.md).',
  }));
  const kernelZones = SERVER_KERNEL.map((kernel) => ({
    target: `${src}/${kernel}`,
    from: SERVER_FEATURES.map((feature) => `${src}/${feature}`),
    message: 'The kernel imports no feature; features are composed in modules.ts (docs/architecture.md).',
  }));
  return [...featureZones, ...kernelZones];
}

function webZones() {
  const src = 'apps/web/src';
  const features = readdirSync(WEB_FEATURES_DIR);
  const featureZones = features.map((feature) => ({
    target: `${WEB_FEATURES_DIR}/${feature}`,
    from: `${WEB_FEATURES_DIR}`,
    except: [`./${feature}`],
    message: 'Features never import each other: share through ui/ and api/, or compose in app/ (docs/architecture.md).',
  }));
  const sharedZones = ['ui', 'api', 'lib'].map((shared) => ({
    target: `${src}/${shared}`,
    from: [`${src}/features`, `${src}/app`],
    message: 'Shared ui/, api/ and lib/ import no feature and not the app.',
  }));
  return [...featureZones, ...sharedZones];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'coverage/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'] })] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: FAR_IMPORT_MESSAGE }] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones() }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
