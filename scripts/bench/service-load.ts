import pg from 'pg';
import { percentile } from './stats.ts';

/*
 * What the service-layer benches (--booking, --moments) share: a throw-away database on the
 * PostgreSQL server, concurrent loops calling the functions the API calls, and their latencies.
 */

export interface LatencyFigures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The figures of the run whose p95 is the median, with every run's p95 in the order run. */
export interface RepeatedFigures extends LatencyFigures {
  p95Runs: number[];
}

/**
 * How many times a service target is measured. On this shared machine one 10-second run's p95
 * moved by a third between back-to-back runs of the same code (moments search 43 to 66 ms), so a
 * single run can neither show a target met nor a change's effect; the median of three can.
 */
export const RUNS = 3;

/**
 * A fresh database `name` on the server of `serverUrl` (an earlier one of that name is replaced):
 * its URL, and `drop`, which removes it with whatever connections are left.
 */
export async function throwawayDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    /** Closes the admin connection; drops the database unless `keep`. */
    drop: async (keep = false) => {
      if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Runs `work` from `connections` concurrent loops for `seconds`; answers each call's milliseconds. */
export async function concurrentLoad(
  connections: number,
  seconds: number,
  work: (i: number) => Promise<unknown>,
): Promise<number[]> {
  const timings: number[] = [];
  const until = performance.now() + seconds * 1000;
  let calls = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await work(calls++);
        timings.push(performance.now() - started);
      }
    }),
  );
  return timings;
}

/** `work` measured RUNS times, `seconds` each; the figures are the median run's (by p95). */
export async function repeatedLoad(
  connections: number,
  seconds: number,
  work: (i: number) => Promise<unknown>,
): Promise<RepeatedFigures> {
  const runs: LatencyFigures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(latencyFigures(await concurrentLoad(connections, seconds, work)));
  const median = [...runs].sort((a, b) => a.p95 - b.p95)[Math.floor(runs.length / 2)] as LatencyFigures;
  return { ...median, p95Runs: runs.map((run) => run.p95) };
}

export const latencyFigures = (timings: number[]): LatencyFigures => ({
  requests: timings.length,
  p50: percentile(timings, 50) ?? 0,
  p95: percentile(timings, 95) ?? 0,
  p99: percentile(timings, 99) ?? 0,
});

/** The head of a table of repeated service targets (latencyRow's columns). */
export const LATENCY_TABLE_HEAD = [
  `| Target | calls | p50 ms | p95 ms | p99 ms | p95 of each run, ms |`,
  '| --- | ---: | ---: | ---: | ---: | --- |',
];

/** A table row: the median run's figures, then every run's p95. */
export const latencyRow = (name: string, f: RepeatedFigures): string =>
  `| ${name} | ${f.requests} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.p95Runs.map((p95) => p95.toFixed(1)).join(', ')} |`;
