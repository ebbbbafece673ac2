import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// decision 061: each web feature imports shared code and src/api/queries, never another feature
// (bulletproof-react's zones); they compose in src/app. Shared code imports no feature.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const webFeatureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature imports shared code or src/api/queries, not another feature (decision 061).',
}))
const webSharedZone = {
  target: ['api', 'components', 'hooks', 'i18n', 'lib', 'utils'].map(
    (dir) => `./apps/web/src/${dir}`,
  ),
  from: './apps/web/src/features',
  message: 'Shared code does not import a feature; compose features in src/app (decision 061).',
}

const modulePortRule = {
  allowTypeImports: true,
  message:
    'Another server module is reached through its port (needs) or its index.ts; types may be imported (decision 058).',
}

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
    settings: {
      // Imports name no extension (web) or `.ts` (packages); without these the import-x rules
      // resolve nothing and pass in silence.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
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
      // docs/architecture.md: contracts <- renderer <- apps; web features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: ['./apps', './packages/renderer', './e2e'] },
            { target: './packages/renderer', from: ['./apps', './e2e'] },
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web/src', except: ['./i18n/locales'] },
            ...webFeatureZones,
            webSharedZone,
          ],
        },
      ],
    },
  },
  {
    // No import cycles (decision 061); tests and e2e import only what they test.
    files: [
      'packages/*/src/**/*.{ts,tsx}',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/server/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // decision 058: a server module reaches another through its port (given at build by `needs`)
    // and, for pure code a worker or mapper needs without the app (mappers, constants, mail
    // templates), through that module's index.ts; types may come from anywhere.
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: String.raw`^\.\./[a-z-]+/(?!index\.ts$)`, ...modulePortRule }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: String.raw`^\.\./\.\./[a-z-]+/(?!index\.ts$)`, ...modulePortRule }],
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
