// Lint configuration: the recommended rules of ESLint, typescript-eslint, React hooks and jsx-a11y,
// plus the project's import boundaries (tools/eslint/boundaries.js: the layers of shared, server and
// client, the client's features, and the sandbox's areas reaching one another only through their
// index.ts above server/sandbox/core/). `npm test` runs it with zero warnings allowed. Formatting
// is Prettier's job (.prettierrc.json), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import layout from './tools/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'client/dist/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layout },
    rules: {
      'layout/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts', 'shared/**/fixtures/**'],
    languageOptions: { globals: { ...globals.es2023, TextEncoder: 'readonly', TextDecoder: 'readonly', crypto: 'readonly' } },
  },
  {
    files: [
      'server/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'tools/**/*.js',
      'client/scripts/**/*.ts',
      'contract/**/*.ts',
      'shared/**/*.test.ts',
      'shared/**/fixtures/**/*.ts',
      '*.{js,ts}',
      'client/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y.flatConfigs.recommended.plugins['jsx-a11y'] },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
    rules: {
      ...reactHooks.configs.flat['recommended-latest']?.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The stores are module-level signals (client/src/lib/stores); handlers change them by writing
      // `.value`, which the React Compiler's immutability and globals rules cannot tell from a mistake.
      'react-hooks/immutability': 'off',
      'react-hooks/globals': 'off',
    },
  },
  {
    // The site's links are components/RouterLink.tsx: the router's own Link and NavLink bring its
    // framework mode's prefetching into the first load (docs/behaviour/first-load.md).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          importNames: ['Link', 'NavLink'],
          message: 'Use Link and NavLink from components/RouterLink.tsx.',
        })),
      ],
    },
  },
);
