import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import unstyledAntd from './scripts/antd-css/unstyled-components.cjs';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.data/**',
      'coverage/**',
      'node_modules/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        __dirname: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The SPA takes only types from the contract, so TypeBox never reaches the browser bundle.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/api', '@contract/api/*', '@contract/services/*/request'],
              allowTypeImports: true,
              message: 'Import contract types only (import type).',
            },
            {
              group: ['typebox', 'typebox/*'],
              message: 'TypeBox is for the server; import contract types only.',
            },
          ],
          paths: [
            {
              name: 'antd',
              importNames: unstyledAntd,
              allowTypeImports: true,
              message:
                "This component's rules are not in the static antd CSS: take it off scripts/antd-css/unstyled-components.cjs first.",
            },
          ],
        },
      ],
    },
  },
  {
    // One way to the contract: a file imports what it uses from `@contract/...` itself; no slice
    // re-exports contract names (a second way in, and a list to keep in step).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportNamedDeclaration[source.value=/^@contract/], ExportAllDeclaration[source.value=/^@contract/]',
          message:
            'Import contract names from @contract/... where they are used; do not re-export them.',
        },
      ],
    },
  },
  {
    // build-time CommonJS modules webpack's loader runner requires
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'e2e/**', 'bench/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
