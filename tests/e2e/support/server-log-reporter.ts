import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the app server's log lines (one JSON line per API request) under a failing browser test:
 * the lines written between that test's start and end. The server writes them (stdout) to the file named
 * by E2E_SERVER_LOG (playwright.config.ts); passing tests print nothing. With several workers, the
 * lines of tests running beside the failing one are included: each line carries its request id.
 */
export default class ServerLogReporter implements Reporter {
  private readonly file = process.env.E2E_SERVER_LOG ?? '';
  private readonly offsets = new Map<string, number>();

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
    const to = this.size();
    if (to <= from) return;
    const buffer = Buffer.alloc(to - from);
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, from);
    } finally {
      closeSync(fd);
    }
    console.log(
      `\nServer log during "${test.titlePath().slice(1).join(' › ')}":\n${buffer.toString('utf8').trimEnd()}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
