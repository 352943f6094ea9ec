import { beforeEach } from 'vitest';

/*
 * The server writes one JSON line per API request to console.info. In tests those lines would
 * bury the failures, so they are kept per test and printed only when that test fails. Replaced
 * by assignment, not vi.spyOn, so tests that restore their mocks do not bring the noise back.
 */
const print = console.info.bind(console);
let kept: unknown[][] = [];
console.info = (...args: unknown[]) => {
  kept.push(args);
};

beforeEach((context) => {
  kept = [];
  context.onTestFailed(() => {
    for (const line of kept) print(...line);
  });
});
