/**
 * One autocannon measurement, run as its own process so the load generator never shares an event
 * loop with the server it measures (on a 2-core machine they still share the CPU: see the report).
 *
 *   node scripts/bench/load-runner.ts '<LoadSpec as JSON>'
 *
 * Prints one LoadFigures JSON line on stdout.
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Replace `[<id>]` in the URL with a new id on every request (autocannon's idReplacement). */
  idReplacement?: boolean;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
}

async function run(spec: LoadSpec, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
    idReplacement: spec.idReplacement ?? false,
    connections: spec.connections,
    duration,
  });
}

const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
if (spec.warmupSeconds > 0) await run(spec, spec.warmupSeconds);
const result = await run(spec, spec.durationSeconds);
const figures: LoadFigures = {
  requestsPerSecond: result.duration > 0 ? Math.round((10 * result.requests.total) / result.duration) / 10 : 0,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
