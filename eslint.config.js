import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
    rules: { 'no-restricted-imports': ['error', { patterns: ['@waterline/*', 'express', 'pg', '@electric-sql/*', 'react', 'react-*'] }] },
  },
  {
    // The web app knows the server only through the API contract, and only its types.
    files: ['web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@waterline/api', '@waterline/api/*'], message: 'The web app imports the API contract (@waterline/contract), not the server.' },
            { group: ['@waterline/contract/*', '!@waterline/contract/api-path'], allowTypeImports: true, message: 'Only types of the API contract (and its zod-free path builder) reach the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@waterline/api*', '@waterline/web*', '@waterline/read-models*', 'express', 'pg', 'react'] }] },
  },
  {
    files: ['read-models/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@waterline/api*', '@waterline/web*', 'express', 'react'] }] },
  },
);
