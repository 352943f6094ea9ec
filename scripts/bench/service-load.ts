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

export const latencyFigures = (timings: number[]): LatencyFigures => ({
  requests: timings.length,
  p50: percentile(timings, 50) ?? 0,
  p95: percentile(timings, 95) ?? 0,
  p99: percentile(timings, 99) ?? 0,
});
