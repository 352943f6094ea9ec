import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['.scratch/', 'dist/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles: a cycle makes load order decide what a module sees, and hides a dependency
    // that should point one way (issue 37). Imports name their file with its extension, so Node's
    // resolver finds them; the plugin reads only the extensions listed here.
    files: ['src/**/*.{ts,tsx,astro}', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.astro'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'], 'astro-eslint-parser': ['.astro'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The browser must never receive server-only code.
    files: ['src/islands/**', 'src/stores/**', 'src/browser/**', 'src/lib/**', 'src/components/**', 'src/features/**'],
    ignores: ['src/features/*/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'Server-only module.' }] }],
    },
  },
  {
    // SMS and e-mail leave only through the outbound budgets (docs/decisions/0066).
    files: ['src/server/**', 'src/features/*/server/**', 'scripts/**'],
    ignores: ['src/server/services/outbound/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/services/sms/index*',
                '**/services/mail/index*',
                '**/services/sms/smpp*',
                '**/services/mail/smtp*',
              ],
              message: 'Send through src/server/services/outbound (budgets per buyer and recipient).',
            },
          ],
        },
      ],
    },
  },
);
