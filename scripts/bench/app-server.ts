import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  origin: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

/**
 * A GET that is tried once more after a network error: a server busy at start (migrating its
 * database on a loaded machine) can close a kept-alive connection just as the next request uses it.
 */
export async function getOnce(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { redirect: 'manual', ...init });
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return fetch(url, { redirect: 'manual', ...init });
  }
}

/** Waits until `url` answers at all (any status), or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Stops a child process by its id and waits for it to exit (SIGKILL after 5 s). */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the product's own front server (`src/server/http/main.ts` of `root`, over its `dist/`) in a
 * process of its own, as `npm run serve` does, with a throw-away DATA_DIR (the bench never writes to
 * ./data; a given one is kept, for a later start on the same data) and login and OTP limits off (RATE_LIMIT_DISABLED=1, for load tests only), and the development SMS outbox
 * readable (DEV_OUTBOX=1), since the bench reads its sign-up code from it; NODE_ENV is left alone.
 * `env` changes any of these (the deployment tests run several on one PostgreSQL server).
 */
export async function startAppServer(
  root: string,
  port: number,
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'nvtravel-bench-data-')));
  const child = spawn(process.execPath, [join(root, 'src', 'server', 'http', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: '1',
      DEV_OUTBOX: '1',
      ...options.env,
    },
    // One JSON log line per API request would only cost the server time: keep stdout out of the way.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    // The API's health call opens (and on a fresh DATA_DIR migrates) the database: measure after it.
    await waitForHttp(`${origin}/apiCore/v1/health`, 120_000, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${errors.join('').slice(-2000)}`, { cause: error });
  }
  return {
    origin,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
