import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadFigures, LoadSpec } from './load-runner.ts';

/** wrk from Debian's packages (`apt-get install wrk`), when the machine has it. */
export function wrkAvailable(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/**
 * The request and the figures, as wrk's Lua hooks: `done` prints one JSON line that the parser
 * below picks out of wrk's own report.
 */
function script(spec: LoadSpec): string {
  const headers = Object.entries(spec.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n');
  return `wrk.method = ${JSON.stringify(spec.method ?? 'GET')}
${spec.body === undefined ? '' : `wrk.body = ${JSON.stringify(spec.body)}`}
${headers}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_FIGURES {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,' ..
    '"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    e.status, e.connect, e.read, e.write, e.timeout))
end
`;
}

interface WrkFigures {
  requests: number;
  durationUs: number;
  bytes: number;
  p50Us: number;
  p99Us: number;
  status: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
}

function runWrk(scriptPath: string, spec: LoadSpec, seconds: number): Promise<WrkFigures> {
  // One thread: its event loop keeps 10 connections busy at tens of thousands of requests per
  // second, and a second thread would take a core from the servers being measured.
  const args = ['-t1', `-c${spec.connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', scriptPath, spec.url];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_FIGURES '));
      if (code !== 0 || !line) reject(new Error(`wrk exited with ${code}: ${out.slice(-1000)}`));
      else resolve(JSON.parse(line.slice('WRK_FIGURES '.length)) as WrkFigures);
    });
  });
}

/**
 * One measurement with wrk, in the shape of the autocannon runner's figures. wrk is written in C:
 * on a 2-core machine it leaves the app processes the CPU that autocannon, itself a Node process,
 * would take, which is what a comparison of one app process with three needs.
 */
export async function measureWithWrk(spec: LoadSpec): Promise<LoadFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'nvt-wrk-'));
  const scriptPath = join(dir, 'request.lua');
  writeFileSync(scriptPath, script(spec));
  try {
    if (spec.warmupSeconds > 0) await runWrk(scriptPath, spec, spec.warmupSeconds);
    const w = await runWrk(scriptPath, spec, spec.durationSeconds);
    const seconds = w.durationUs / 1e6;
    return {
      requestsPerSecond: seconds > 0 ? Math.round((10 * w.requests) / seconds) / 10 : 0,
      p50Ms: Math.round(w.p50Us / 100) / 10,
      p99Ms: Math.round(w.p99Us / 100) / 10,
      requests: w.requests,
      non2xx: w.status,
      errors: w.connect + w.read + w.write,
      timeouts: w.timeout,
      bytesPerRequest: w.requests > 0 ? Math.round(w.bytes / w.requests) : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
