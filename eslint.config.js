import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'packages/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The repository explains itself: comments give the reason, not a pointer to documents
      // that live outside it (the docs/ folder is inside and may be linked by path).
      'no-warning-comments': ['error', { terms: ['design.md', 'spec.md'], location: 'anywhere' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../../*'], message: 'Use the @/ alias or a package name.' }] }],
    },
  },
  {
    // The API's core (envelope, access, tokens, paging…) is what modules build on: it never imports a module.
    files: ['apps/api/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../../*'], message: 'Use the @/ alias or a package name.' },
            {
              group: ['@/modules/*', '../modules/*'],
              message: 'core/ must not depend on modules/: move the shared piece into core/ or a package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
