import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-before/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
      // ARCHITECTURE.md: contracts <- renderer <- apps; web features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: ['./apps', './packages/renderer', './e2e'] },
            { target: './packages/renderer', from: ['./apps', './e2e'] },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web/src', except: ['./i18n/locales'] },
          ],
        },
      ],
    },
  },
  {
    // The renderer runs in Node and in the browser and stays pure (STYLE.md "Renderer").
    files: ['packages/renderer/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom'] }],
      'no-restricted-globals': ['error', 'process', 'fetch', 'window', 'document'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'apps/server/src/main.ts',
      'apps/server/src/cli/**',
      'apps/server/src/db/migrate-cli.ts',
      'apps/server/src/seed/**',
      'bench/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
