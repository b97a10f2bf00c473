import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      '.stryker-tmp/**',
      'reports/**',
      '.tmp-shot.mjs',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
        URL: 'readonly',
        Blob: 'readonly',
        crypto: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in server/config.ts.' }],
    },
  },
  {
    // Type-aware rules for everything tsconfig.json covers: the promise mistakes that lose money quietly
    // (a transfer nobody awaits, an async handler whose rejection nobody sees, a return that skips the catch).
    // The whole recommendedTypeChecked set is not on: it found ~330 more things, mostly no-unsafe-* on
    // `any` from JSON in tests, and require-await (51) on async route handlers.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Drizzle's queries are thenables that run only when awaited: one left un-awaited never runs.
      // Fastify's reply is a thenable too, returned for chaining, and safe to leave.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { checkThenables: true, allowForKnownSafePromises: [{ from: 'package', name: 'FastifyReply', package: 'fastify' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
    },
  },
  {
    // Not in tsconfig.json, so no type information: the type-checked rules are off here.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['client/**/*.ts', 'client/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Two React Compiler rules are off: the app does not use the compiler, and each flagged code that is
      // right without it and whose rewrite would change what renders. purity: useSandboxNow reads Date.now()
      // on every render, on purpose (the sandbox clock keeps running between loads). set-state-in-effect:
      // the image preview keeps an object URL in state, made and revoked by its effect.
      'react-hooks/purity': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: [
      'server/config.ts',
      'server/test/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '*.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Browser tests wait for states (or move Playwright's clock), never for time to pass.
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for a state (expect(...), waitForResponse) or move page.clock.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Wait for a state (expect(...), waitForResponse) or move page.clock.' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // The ledger's one door (server/features/ledger/post-transfers.ts) is the only writer of postings,
    // transfers and the balances cached from them. Tests are left out: the ledger check's own tests break
    // the books on purpose to see it notice.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['server/features/ledger/post-transfers.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TemplateElement[value.raw', 'Literal[value'].map((node) => ({
          selector: `${node}=/(insert\\s+into|delete\\s+from|update)\\s+ledger_(postings|transfers)\\b/i]`,
          message: 'Post money through the ledger (postTransfers in server/features/ledger): it is the only writer of postings.',
        })),
        ...['TemplateElement[value.raw', 'Literal[value'].map((node) => ({
          selector: `${node}=/update\\s+(users|projects|creators)\\b.*\\bset\\b.*\\b(balance_cents|escrow_cents|proceeds_cents)\\s*=/is]`,
          message: 'Cached balances move only with their postings, through the ledger (postTransfers in server/features/ledger).',
        })),
        {
          selector: 'CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^ledger(Postings|Transfers)$/]',
          message: 'Post money through the ledger (postTransfers in server/features/ledger): it is the only writer of postings.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(set|values)$/][callee.object.arguments.0.name=/^(users|projects|creators)$/] Property[key.name=/^(balanceCents|escrowCents|proceedsCents)$/]',
          message: 'Cached balances move only with their postings, through the ledger (postTransfers in server/features/ledger).',
        },
      ],
    },
  },
  {
    // One way to import common/, the same on both sides: `@common/…` (tsconfig paths; tsx, esbuild, Vite,
    // Vitest and dependency-cruiser all resolve it). A relative path into common/ from outside it is refused;
    // common/'s own files import each other relatively.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: ['common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\.?/)+common(/|$)',
              message: 'Import common/ through its alias: @common/… (the same on the server, the client, e2e, bench and scripts).',
            },
          ],
        },
      ],
    },
  },
);
