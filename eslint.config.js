import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The areas each area may import (src/features/<area>/); the rest of src/ is the platform, open to all. */
const AREA_DEPENDENCIES = {
  accounts: [],
  search: [],
  notifications: [],
  translation: ['accounts'],
  moderation: [],
  engagement: ['accounts', 'moderation', 'notifications', 'translation'],
  booking: ['accounts', 'engagement', 'notifications'],
  sim: ['booking'],
  'data-packages': ['booking'],
  trips: ['booking', 'search'],
  moments: ['accounts', 'booking', 'engagement', 'moderation', 'notifications', 'search', 'translation', 'trips'],
  staff: [
    'accounts',
    'booking',
    'data-packages',
    'engagement',
    'moderation',
    'moments',
    'notifications',
    'search',
    'sim',
    'translation',
    'trips',
  ],
};

/** Platform files that still import an area (decision 0105, "What is left"). The list only shrinks. */
const PLATFORM_REACHING_AREAS = [
  'src/components/AppLoginPopup.astro',
  'src/components/DetailShell.astro',
  'src/components/EngagementSection.astro',
  'src/service-worker/sw.ts',
  'src/stores/session.ts',
];

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
    // Areas own their code (src/features/<area>/, decision 0105) and depend on the platform (the rest
    // of src/) and on the areas AREA_DEPENDENCIES lists, never the other way round: SIM and data
    // packages plug into booking, which knows neither; staff operates every area, and none knows staff.
    files: ['src/features/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: Object.entries(AREA_DEPENDENCIES).flatMap(([area, uses]) =>
            Object.keys(AREA_DEPENDENCIES)
              .filter((other) => other !== area && !uses.includes(other))
              .map((other) => ({
                target: `./src/features/${area}`,
                from: `./src/features/${other}`,
                message: `${area} may use ${uses.join(', ') || 'only the platform'}, not ${other} (AREA_DEPENDENCIES).`,
              })),
          ),
        },
      ],
    },
  },
  {
    // The platform (src/ outside the areas) serves the areas and knows none of them; only the pages,
    // the composition root, the schema index and the content config compose areas (decision 0105):
    // those two gather the tables and the collections the areas define, as drizzle and Astro ask
    // for one file each. The list below reaches into an area still; it only shrinks.
    files: ['src/**'],
    ignores: [
      'src/features/**',
      'src/pages/**',
      'src/server/app/**',
      'src/server/db/schema/index.ts',
      'src/content.config.ts',
      ...PLATFORM_REACHING_AREAS.flatMap((file) => [file, `${file}/*`]), // an Astro file's scripts lint as <file>/<n>.ts
    ],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './src/features',
              message:
                'The platform knows no area: move the code to the platform or the composition to a page (decision 0105).',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser must never receive server-only code.
    files: ['src/islands/**', 'src/stores/**', 'src/browser/**', 'src/lib/**', 'src/components/**', 'src/features/**'],
    ignores: ['src/features/*/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^#|^|/)server/', message: 'Server-only module.' }] }],
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
