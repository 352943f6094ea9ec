/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

export default getViteConfig(
  {
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/quiet-logs.ts'],
      // One migrated database for the run, which every API test file clones.
      globalSetup: ['tests/setup/database-template.ts'],
      // Hang detectors, not speed limits: password hashing and WASM PostgreSQL run on shared,
      // busy 2-core machines, where vitest's 5 s default fails correct tests.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // A file per core: left to itself, Vitest ran one file at a time on the 2-core CI machine (user
      // time equal to wall time); two at once took 5.8 min against about 9 one at a time.
      maxWorkers: availableParallelism(),
    },
  },
  { devToolbar: { enabled: false } },
);
