/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig(
  {
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/setup/fail-on-console-error.ts'],
    },
  },
  { devToolbar: { enabled: false } },
);
