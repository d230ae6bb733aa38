// @ts-check
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { noCrossPackageImports } from './scripts/lint/no-cross-package-imports.mjs';

/** Web feature folders may not import each other; shared code goes to components/, lib/ or config/. */
const featuresDir = new URL('./web/src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Toasts go through notify (web/src/lib/notify.ts), which gives each kind the spec's duration. */
const directToast = {
  name: 'react-toastify',
  importNames: ['toast'],
  message: "Use notify from '@/lib/notify': it gives every toast the spec's duration (SPEC.md section 9).",
};
/**
 * The import boundaries of some web files (`patterns`), plus the ban on importing react-toastify's
 * `toast` outside notify and the tests (which mock react-toastify to see the calls). ESLint keeps
 * only the last `no-restricted-imports` that applies to a file, hence two objects.
 * @param {string[]} files
 * @param {{ group: string[]; message: string }[]} patterns
 * @param {string[]} [alsoMayImportToast] files among `files`, besides tests, that may import toast
 * @returns {import('eslint').Linter.Config[]}
 */
function boundary(files, patterns, alsoMayImportToast = []) {
  const mayImportToast = [...files.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')), ...alsoMayImportToast];
  return [
    { files, ignores: mayImportToast, rules: { 'no-restricted-imports': ['error', { paths: [directToast], patterns }] } },
    { files: mayImportToast, rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ];
}

/**
 * The functions' layers, one way: api (HTTP) -> services (rules, data access, write order) -> data
 * (typed refs, list orders, paging). domain/ (HttpError, Caller) and logs.ts sit below all three.
 * Its own rule name, so the packages' and the web's `no-restricted-imports` configs do not replace it.
 * @param {string} layer the folder under functions/src
 * @param {string} banned the folders (or modules) it may not import, as a regex alternation
 * @param {string} message
 * @returns {import('eslint').Linter.Config}
 */
const functionsLayer = (layer, banned, message) => ({
  files: [`functions/src/${layer}/**/*.ts`],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./)+(${banned})(/|$)`, message }] }] },
});

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', 'functions/lib/', '.cache/', 'coverage/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
    // Plain-JS scripts type their JSON through JSDoc casts, which tsc checks (checkJs) but the
    // linter cannot see; the no-unsafe-* rules would flag every JSON.parse.
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts'],
    // vitest's asymmetric matchers (expect.any, expect.objectContaining) are typed `any`.
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat.recommended],
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      // Route modules may also export their `loader` (react-router's convention; see web/src/app/routes.tsx).
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true, allowExportNames: ['prefetch'] }],
      // Event handlers may be async; React ignores the returned promise.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  boundary(
    ['web/src/{components,config,lib}/**/*.{ts,tsx}'],
    [{ group: ['@/features/*', '@/app/*'], message: 'Shared code must not depend on features or the app.' }],
    ['web/src/lib/notify.ts'],
  ),
  boundary(['web/src/app/**/*.{ts,tsx}'], []),
  {
    // Each workspace (shared, functions, web, scripts, tests, stripe-stand-in) imports another
    // by its package name and `exports`, never by a relative path into its files.
    plugins: { quizmaster: { rules: { 'no-cross-package-imports': noCrossPackageImports } } },
    rules: { 'quizmaster/no-cross-package-imports': 'error' },
  },
  features.map((feature) =>
    boundary(
      [`web/src/features/${feature}/**/*.{ts,tsx}`],
      [
        {
          group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/*`, '@/app/*'],
          message: 'Features do not import other features or the app; compose them in web/src/app.',
        },
      ],
    ),
  ),
  functionsLayer('services', 'api', 'Services do not import the HTTP layer: move what they need to functions/src/domain/.'),
  functionsLayer('data', 'api|services', 'Data code does not import the layers above it (api, services).'),
  functionsLayer('api', 'data|firebase', 'Routers do not read or write Firestore: call a service (functions/src/services/).'),
  functionsLayer('domain', 'api|services|data|firebase', 'domain/ holds plain types and errors that every layer imports: it imports none of them.'),
);
