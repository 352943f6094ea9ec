import { loadavg } from 'node:os';
import pg from 'pg';
import { createBenchAccount, envelope } from './account.ts';
import { startAppServer, type RunningServer } from './app-server.ts';
import { cpuBetween, sampleCpu, type CpuUse } from './cpu-usage.ts';
import type { LoadFigures, LoadSpec } from './load-runner.ts';
import { ensureNginx, startFrontNginx, startNginx } from './nginx.ts';
import { encodingOf, measure } from './serving.ts';
import { measureWithWrk, wrkAvailable } from './wrk.ts';
import { ratio } from './stats.ts';

/** The PostgreSQL server the processes share: the API tests' (npm run test:api:postgres). */
export const DEPLOYMENT_DATABASE_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface DeploymentTarget {
  id: 'plain-nginx-page' | 'front-page' | 'api-direct' | 'api-front-one' | 'api-front-three';
  label: string;
  url?: string;
  encoding?: string;
  figures?: LoadFigures;
  /** CPU during its best round: the app processes' cores, the machine's busy share. */
  cpu?: CpuUse;
  note?: string;
}

export interface DeploymentResult {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  processes: number;
  /** wrk when the machine has it (a C program that leaves the cores to the servers), else autocannon. */
  loadGenerator: 'wrk' | 'autocannon';
  staticPath: string;
  loadAverageAtStart: number[];
  note: string;
  unavailable?: string;
  targets: DeploymentTarget[];
  ratios: {
    /** A prerendered page through the deployment's front nginx, over plain nginx on the same file. */
    frontPageOverPlainNginx?: number;
    /** An authenticated API read through the front nginx: three app processes over one. */
    apiThreeOverOne?: number;
    /** The same read through the front nginx with one process, over that process asked directly. */
    apiFrontOverDirect?: number;
  };
}

export interface DeploymentPorts {
  plainNginx: number;
  front: number;
  frontOne: number;
  apps: [number, number, number];
}

/** A database of its own on the server, dropped after the run. */
async function benchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nvt_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** Rounds each target is measured in, alternating with the targets it is compared with. */
const ROUNDS = 3;

/**
 * Measures targets that are compared with each other in alternating rounds (a, b, a, b, …), each
 * round a third of the duration, and keeps each target's best round: the neighbours' load on a
 * shared machine moves from one minute to the next, and would otherwise favour whichever target
 * ran in a quiet moment. Each round also records the CPU the app processes and the machine used.
 */
async function compareInRounds(
  targets: { id: DeploymentTarget['id']; label: string; url: string; spec: Partial<LoadSpec> }[],
  context: {
    base: { connections: number; warmupSeconds: number; durationSeconds: number };
    appPids: number[];
    result: DeploymentResult;
    log: (line: string) => void;
  },
): Promise<void> {
  const { base, appPids, result, log } = context;
  const load = result.loadGenerator === 'wrk' ? measureWithWrk : measure;
  const roundSeconds = Math.max(1, Math.ceil(base.durationSeconds / ROUNDS));
  const best = new Map<string, { figures: LoadFigures; cpu: CpuUse }>();
  for (const target of targets) {
    log(`deployment: warming up ${target.label} (${target.url})`);
    await load({ ...base, ...target.spec, url: target.url, warmupSeconds: 0, durationSeconds: base.warmupSeconds });
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      log(`deployment: ${target.label}, round ${round} of ${ROUNDS}`);
      const before = sampleCpu(appPids);
      const figures = await load({
        ...base,
        ...target.spec,
        url: target.url,
        warmupSeconds: 0,
        durationSeconds: roundSeconds,
      });
      const cpu = cpuBetween(before, sampleCpu(appPids));
      const kept = best.get(target.id);
      if (!kept || figures.requestsPerSecond > kept.figures.requestsPerSecond) best.set(target.id, { figures, cpu });
    }
  }
  for (const target of targets) {
    const init =
      target.spec.method === 'POST'
        ? { method: 'POST', headers: target.spec.headers, body: target.spec.body }
        : { headers: target.spec.headers };
    result.targets.push({
      id: target.id,
      label: target.label,
      url: target.url,
      encoding: await encodingOf(target.url, init),
      ...best.get(target.id),
    });
  }
}

/**
 * The nginx-fronted deployment (deploy/nginx, docs/decisions/0033): three app processes on one
 * PostgreSQL server behind the front nginx, beside plain nginx on the same build. Measures a
 * prerendered page through the front nginx against plain nginx (it should be the same: nginx sends
 * the file either way), and an authenticated API read (user/getInfo) through the front nginx with
 * one process and with three, and from the one process directly (what nginx costs).
 */
export async function measureDeployment(options: {
  root: string;
  clientDir: string;
  staticPath: string;
  ports: DeploymentPorts;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  log: (line: string) => void;
}): Promise<DeploymentResult> {
  const { connections, warmupSeconds, durationSeconds, log } = options;
  const base = { connections, warmupSeconds, durationSeconds };
  const result: DeploymentResult = {
    ...base,
    processes: options.ports.apps.length,
    loadGenerator: wrkAvailable() ? 'wrk' : 'autocannon',
    staticPath: options.staticPath,
    loadAverageAtStart: loadavg(),
    note:
      `Each target is measured in ${ROUNDS} rounds alternating with the targets beside it; its best round is shown. ` +
      'App CPU = cores the app processes used in that round; machine busy = share of all cores busy with anything, ' +
      'neighbours included. The app processes, PostgreSQL, nginx and the load generator share these cores: more ' +
      'processes gain only while one process is the limit and cores are left over.',
    targets: [],
    ratios: {},
  };
  const nginx = ensureNginx(log);
  if (nginx.type !== 'ok' || !nginx.brotli) {
    result.unavailable =
      nginx.type === 'ok'
        ? 'nginx without brotli_static (apt-get install libnginx-mod-http-brotli-static)'
        : nginx.reason;
    return result;
  }
  let database: Awaited<ReturnType<typeof benchDatabase>>;
  try {
    database = await benchDatabase(DEPLOYMENT_DATABASE_SERVER);
  } catch (error) {
    result.unavailable = `no PostgreSQL server at ${DEPLOYMENT_DATABASE_SERVER} (${(error as Error).message})`;
    return result;
  }

  const running: RunningServer[] = [];
  try {
    log(`deployment: three app processes on PostgreSQL (:${options.ports.apps.join(', :')})`);
    running.push(
      ...(await Promise.all(
        options.ports.apps.map((port) =>
          startAppServer(options.root, port, { env: { DATABASE_URL: database.url, TRUST_PROXY: '1' } }),
        ),
      )),
    );
    const [one] = running;
    if (!one) throw new Error('no app process');
    const upstreams = options.ports.apps.map((port) => `127.0.0.1:${port}`);
    const plain = await startNginx(options.clientDir, options.ports.plainNginx, true);
    running.push(plain);
    const front = await startFrontNginx({ clientDir: options.clientDir, port: options.ports.front, upstreams });
    running.push(front);
    const frontOne = await startFrontNginx({
      clientDir: options.clientDir,
      port: options.ports.frontOne,
      upstreams: upstreams.slice(0, 1),
    });
    running.push(frontOne);

    const appPids = running.flatMap((app) => (app.pid ? [app.pid] : []));
    const page = { 'Accept-Encoding': 'br, gzip', Accept: 'text/html' };
    await compareInRounds(
      [
        {
          id: 'plain-nginx-page',
          label: 'prerendered page, plain nginx (limit)',
          url: `${plain.origin}${options.staticPath}`,
          spec: { headers: page },
        },
        {
          id: 'front-page',
          label: 'same page, front nginx',
          url: `${front.origin}${options.staticPath}`,
          spec: { headers: page },
        },
      ],
      { base, appPids, result, log },
    );

    const account = await createBenchAccount(front.origin);
    const apiTargets: [DeploymentTarget['id'], string, string][] = [
      ['api-direct', 'API read, one process directly', one.origin],
      ['api-front-one', 'API read, front nginx, one process', frontOne.origin],
      ['api-front-three', 'API read, front nginx, three processes', front.origin],
    ];
    if (account.type === 'ok') {
      const headers = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Encoding': 'br, gzip',
        'NVTRAVEL-TOKEN': account.token,
      };
      const spec = { method: 'POST' as const, headers, body: envelope({}) };
      await compareInRounds(
        apiTargets.map(([id, label, origin]) => ({ id, label, url: `${origin}/apiCore/v1/user/getInfo`, spec })),
        { base, appPids, result, log },
      );
    } else {
      for (const [id, label] of apiTargets) result.targets.push({ id, label, note: account.reason });
    }
  } finally {
    for (const server of running.reverse()) await server.stop();
    await database.drop();
  }

  const rps = (id: DeploymentTarget['id']) => result.targets.find((t) => t.id === id)?.figures?.requestsPerSecond;
  result.ratios = {
    frontPageOverPlainNginx: ratio(rps('front-page'), rps('plain-nginx-page')),
    apiThreeOverOne: ratio(rps('api-front-three'), rps('api-front-one')),
    apiFrontOverDirect: ratio(rps('api-front-one'), rps('api-direct')),
  };
  return result;
}
