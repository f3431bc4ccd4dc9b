import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function importZones() {
  const abs = (p) => `${import.meta.dirname}/${p}`;
  const web = featuresOf('src/web/features').map((feature) => ({
    target: `src/web/features/${feature}/**`,
    from: ['src/web/features/**'],
    except: [abs(`src/web/features/${feature}/**`), abs('src/web/features/*/api/**')],
    message:
      'A web feature uses another feature only through its api/ (compose pages in app/routes/).',
  }));
  const server = featuresOf('src/server/features').map((feature) => ({
    target: `src/server/features/${feature}/**`,
    from: [
      'src/server/features/*/*.repository.ts',
      'src/server/features/*/*.presenter.ts',
      'src/server/features/*/*.routes.ts',
    ],
    except: [abs(`src/server/features/${feature}/**`)],
    message:
      'A feature reaches another through its service, never its repository, presenter or routes.',
  }));
  return [
    ...web,
    {
      target: 'src/web/features/**',
      from: 'src/web/app',
      message: 'Features are composed by app/, never the other way round.',
    },
    ...server,
    {
      // The accounts know nothing of merchants: the merchants table points at its account and
      // the merchant feature answers the accounts through AccountSellerLinks (decision 0034).
      target: 'src/server/features/user/!(*.test).ts',
      from: 'src/server/features/merchant',
      message: 'The user feature does not know merchants: the merchant feature links to accounts.',
    },
    {
      target: ['src/server/kernel/**', 'src/server/http/**', 'src/server/db/**/!(schema).ts'],
      from: 'src/server/features',
      message:
        'kernel/, http/ and db/ sit under the features and import none (db/schema.ts is the barrel).',
    },
  ];
}

/** File names are kebab-case: `order-status.service.ts`, never `orderStatus.service.ts`. */
const kebabCaseFileName = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const name = basename(context.physicalFilename);
    const stem = name.split('.')[0];
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(stem) && !/^\d{4}_/.test(name)) {
      context.report({
        loc: { line: 1, column: 0 },
        message: `File names are kebab-case: ${name}.`,
      });
    }
    return {};
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'drizzle/**',
      'node_modules/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use an `as const` array instead of an enum.' },
      ],
    },
    settings: {
      // import-x reads every imported module to follow cycles and zones; without a TypeScript
      // parser and .ts extensions it skips every .ts file and no-cycle never fires (issue 22).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
  },
  {
    files: ['src/server/**/*.{ts,mjs}', 'scripts/**', 'bench/**', 'e2e/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/config.ts',
      'src/server/main.ts',
      'src/server/**/*-cli.ts',
      'src/server/test/**',
      'src/server/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts only.' },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'shared imports only zod and shared.',
            },
            { group: ['node:*'], message: 'shared must run in the browser too.' },
          ],
        },
      ],
    },
  },
  {
    // Served as written, run by the browser (public/boot.js).
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web never imports server code.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/server/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // A fixed sleep is slow when the page is quick and flaky when it is slow.
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message:
            'Wait for what the page shows (expect, expect.poll, page.clock), not for a time.',
        },
      ],
    },
  },
  // Who may import whom (issue 10; docs/architecture.md). Zones are built from the folders, so a
  // new feature is fenced the day it is created.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/server/test/**', 'src/web/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones() }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**', 'bench/**', 'e2e/**'],
    plugins: { local: { rules: { 'kebab-case-file-name': kebabCaseFileName } } },
    rules: { 'local/kebab-case-file-name': 'error' },
  },
  prettier,
);
