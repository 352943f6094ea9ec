import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('keeps request logs quiet in tests and prints those of a failing test', () => {
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/fixtures/quiet-logs/vitest.config.ts'],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: '1' } },
  );
  const output = run.stdout + run.stderr;
  expect(run.status).toBe(1);
  expect(output).toContain('/from-the-failing-test');
  expect(output).not.toContain('/from-the-passing-test');
});
