import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Client layers (docs/decisions/400-client-structure.md): shared layers -> features -> app. A feature
// imports no other feature and not the app; shared layers import neither. Zones are made from the
// folders, so a new feature is covered without editing this file.
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_LAYERS = ['api', 'blocks', 'components', 'hooks', 'lib', 'stores'].map((layer) => `./src/client/${layer}`);
const BOUNDARY = 'Client import boundaries (docs/decisions/400-client-structure.md)';
const clientZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: `${BOUNDARY}: a feature does not import another feature; move what both need to a shared layer, or compose them in src/client/app.`,
  })),
  { target: './src/client/features', from: './src/client/app', message: `${BOUNDARY}: features do not import the app layer.` },
  { target: SHARED_LAYERS, from: ['./src/client/features', './src/client/app'], message: `${BOUNDARY}: shared layers import neither features nor the app.` },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      // Import boundaries (STYLE.md): shared imports neither client nor server; client and server
      // never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/client', './src/server'], message: 'src/shared must not import client or server code.' },
            { target: './src/client', from: './src/server', message: 'The client must not import server code.' },
            { target: './src/server', from: './src/client', message: 'The server must not import client code.' },
            ...clientZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
