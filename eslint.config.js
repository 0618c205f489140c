import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importLayers } from './web/lint/import-layers.js';
import { importLayers as apiImportLayers } from './services/api/lint/import-layers.js';

// The web app knows the server only through the API contract, and only its types.
const contractTypesOnly = [
  {
    group: ['@waterline/api', '@waterline/api/*'],
    message: 'The web app imports the API contract (@waterline/contract), not the server.',
  },
  {
    group: [
      '@waterline/contract/*',
      '!@waterline/contract/api-path',
      '!@waterline/contract/api-client',
      '!@waterline/contract/who-asks',
    ],
    allowTypeImports: true,
    message:
      'Only types of the API contract (and its zod-free path builder, client and header names) reach the browser.',
  },
];
const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks of web/src/state/store.ts (useAppSelector, useAppDispatch, useAppStore).',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Layering: domain imports nothing of ours; read-models only domain.
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@waterline/*', 'express', 'pg', '@electric-sql/*', 'react', 'react-*'] },
      ],
    },
  },
  {
    // Redux only through the typed hooks, which the store defines.
    files: ['web/**'],
    ignores: ['web/src/state/store.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [rawReduxHooks], patterns: contractTypesOnly }],
    },
  },
  {
    files: ['web/src/state/store.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: contractTypesOnly }] },
  },
  {
    // The rules of hooks and complete effect dependencies (the React Compiler's rules are not adopted).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Layers of the web app (docs/architecture.md): entry > app > features > data, components > state > lib.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'import-layers': importLayers } } },
    rules: {
      // A feature may use another only through an entry file of it declared here.
      'web/import-layers': [
        'error',
        {
          featureEntries: {
            thresholds: ['charts/index.ts'],
            'y-axis': ['charts/index.ts'],
            admin: ['map-survey/survey-history.ts'],
            compare: ['performance-measures/measures.ts'],
          },
        },
      ],
    },
  },
  {
    // Layers of the API (docs/architecture.md), written once in services/api/lint/import-layers.js.
    files: ['services/api/src/**/*.ts'],
    plugins: { api: { rules: { 'import-layers': apiImportLayers } } },
    rules: { 'api/import-layers': 'error' },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@waterline/api*', '@waterline/web*', '@waterline/read-models*', 'express', 'pg', 'react'] },
      ],
    },
  },
  {
    files: ['read-models/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@waterline/api*', '@waterline/web*', 'express', 'react'] }],
    },
  },
);
