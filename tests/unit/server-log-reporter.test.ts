import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';

const file = join(mkdtempSync(join(tmpdir(), 'server-log-')), 'server.log');
const testCase = (id: string) =>
  ({ id, expectedStatus: 'passed', titlePath: () => ['', 'spec.ts', id] }) as unknown as TestCase;
const ended = (status: TestResult['status']) =>
  ({
    status,
    duration: 1200,
    errors: status === 'passed' ? [] : [{ message: '\u001b[31mExpected: "Confirmed"\u001b[39m\nReceived: "Held"' }],
  }) as unknown as TestResult;

afterEach(() => vi.restoreAllMocks());

describe('server log reporter', () => {
  it("prints only a failing test's server lines, and nothing for a passing one", async () => {
    writeFileSync(file, '{"msg":"before"}\n');
    vi.stubEnv('E2E_SERVER_LOG', file);
    const { default: ServerLogReporter } = await import('../e2e/support/server-log-reporter.ts');
    const reporter = new ServerLogReporter();
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));

    reporter.onTestBegin(testCase('passes'));
    appendFileSync(file, '{"msg":"api","path":"/ok"}\n');
    reporter.onTestEnd(testCase('passes'), ended('passed'));
    expect(printed).toEqual([]);

    reporter.onTestBegin(testCase('fails'));
    appendFileSync(file, '{"msg":"api","path":"/comments/create"}\n');
    reporter.onTestEnd(testCase('fails'), ended('failed'));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('spec.ts › fails');
    expect(printed[0]).toContain('/comments/create');
    expect(printed[0]).not.toContain('/ok');
    expect(printed[0]).not.toContain('before');

    // The run's end repeats each failure's message, without colour codes, where a CI log's tail shows it.
    reporter.onEnd();
    expect(printed).toHaveLength(2);
    expect(printed[1]).toContain('spec.ts › fails (failed, 1 s)\nExpected: "Confirmed"\nReceived: "Held"');
    expect(printed[1]).not.toContain('passes');
  });
});
