import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many lines of a failure's message the closing summary keeps. */
const SUMMARY_LINES = 12;

/**
 * Prints the app server's log lines (one JSON line per API request) under a failing browser test:
 * the lines written between that test's start and end. The server writes them (stdout) to the file named
 * by E2E_SERVER_LOG (playwright.config.ts); passing tests print nothing. With several workers, the
 * lines of tests running beside the failing one are included: each line carries its request id.
 *
 * At the end it repeats each failure's first message lines: a CI log is often read from its tail,
 * where the line reporter only names the failed tests.
 */
export default class ServerLogReporter implements Reporter {
  private readonly file = process.env.E2E_SERVER_LOG ?? '';
  private readonly offsets = new Map<string, number>();
  private readonly failures: string[] = [];

  private size(): number {
    return this.file && existsSync(this.file) ? statSync(this.file).size : 0;
  }

  onTestBegin(test: TestCase): void {
    this.offsets.set(test.id, this.size());
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const from = this.offsets.get(test.id) ?? 0;
    this.offsets.delete(test.id);
    if (result.status === test.expectedStatus) return;
    const title = test.titlePath().slice(1).join(' › ');
    const message = stripVTControlCharacters(
      result.errors.map((error) => error.message ?? error.value ?? '').join('\n'),
    );
    this.failures.push(
      `${title} (${result.status}, ${Math.round(result.duration / 1000)} s)\n${message
        .split('\n')
        .slice(0, SUMMARY_LINES)
        .join('\n')}`,
    );
    const to = this.size();
    if (to <= from) return;
    const buffer = Buffer.alloc(to - from);
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, from);
    } finally {
      closeSync(fd);
    }
    console.log(`\nServer log during "${title}":\n${buffer.toString('utf8').trimEnd()}\n`);
  }

  onEnd(): void {
    if (this.failures.length === 0) return;
    console.log(`\nFailures, first lines of each:\n\n${this.failures.join('\n\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
