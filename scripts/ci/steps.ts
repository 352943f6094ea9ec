import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

/**
 * Runs npm scripts one after the other, as `a && b && c` would, and prints how long each took, so a
 * test run's log shows where its time went. With STEP_TIMES set to a file, each step's line is
 * also added there: `.ci/run` prints its own steps and these together as its last lines. A step
 * that runs steps of its own (test:e2e: the build, then the browsers) lists them indented above it.
 *
 * @example node scripts/ci/steps.ts check lint test:unit
 */
const steps = process.argv.slice(2);
const depth = Number(process.env.STEP_DEPTH ?? 0);
const indent = '  '.repeat(depth);
const taken: { step: string; seconds: number }[] = [];
let failed: string | undefined;

for (const step of steps) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', step], {
    stdio: 'inherit',
    env: { ...process.env, STEP_DEPTH: String(depth + 1) },
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  taken.push({ step, seconds });
  if (process.env.STEP_TIMES) appendFileSync(process.env.STEP_TIMES, `${indent}${step} ${seconds}\n`);
  if (status !== 0) {
    failed = step;
    break;
  }
}

console.log(`\n${taken.map(({ step, seconds }) => `${indent}${step.padEnd(18)} ${seconds} s`).join('\n')}`);
if (failed) {
  console.error(`${failed} failed`);
  process.exit(1);
}
