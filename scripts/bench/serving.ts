import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createBenchAccount, envelope } from './account.ts';
import { getOnce } from './app-server.ts';
import type { LoadFigures, LoadSpec } from './load-runner.ts';
import { ratio } from './stats.ts';

export interface ServingTarget {
  id: 'app-static' | 'nginx-static' | 'app-on-demand' | 'api-read' | 'api-login';
  label: string;
  method: 'GET' | 'POST';
  url?: string;
  /** Content-Encoding of a sample answer, to show both static servers sent the same bytes. */
  encoding?: string;
  figures?: LoadFigures;
  note?: string;
}

export interface ServingResult {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  acceptEncoding: string;
  note: string;
  targets: ServingTarget[];
  ratios: {
    /** Requests per second of the app's Node server on a prerendered page, over nginx's on the same file. */
    appStaticOverNginx?: number;
    /** Requests per second of the on-demand search page, over nginx's on the prerendered file. */
    onDemandOverNginx?: number;
  };
}

const RUNNER = fileURLToPath(new URL('./load-runner.ts', import.meta.url));

/** Runs one measurement in a separate process (see load-runner.ts). */
export function measure(spec: LoadSpec): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load runner exited with ${code}: ${err.slice(-1000)}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as LoadFigures);
    });
  });
}

/** Status and Content-Encoding of one answer, e.g. `200 br`. */
export async function encodingOf(url: string, init: RequestInit): Promise<string> {
  const response = init.method === 'POST' ? await fetch(url, init) : await getOnce(url, init);
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('content-encoding') ?? 'identity'}`;
}

/**
 * Requests per second and latency of the app beside nginx, each target measured in turn from a
 * separate load process: a prerendered page from the Node server and from nginx (the practical
 * limit), the on-demand search page, an authenticated API read and login.
 */
export async function measureServing(options: {
  app: string;
  nginx: string | undefined;
  nginxNote?: string;
  staticPath: string;
  onDemandPath: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  log: (line: string) => void;
}): Promise<ServingResult> {
  const acceptEncoding = 'br, gzip';
  const page = { 'Accept-Encoding': acceptEncoding, Accept: 'text/html' };
  const json = { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Encoding': acceptEncoding };
  const base = {
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
  };
  const targets: ServingTarget[] = [];

  const get = async (id: ServingTarget['id'], label: string, url: string | undefined, note?: string) => {
    if (!url) {
      targets.push({ id, label, method: 'GET', note });
      return;
    }
    options.log(`serving: ${label} (${url})`);
    const encoding = await encodingOf(url, { headers: page });
    targets.push({ id, label, method: 'GET', url, encoding, figures: await measure({ ...base, url, headers: page }) });
  };

  await get('app-static', 'prerendered page, app (Node)', `${options.app}${options.staticPath}`);
  await get(
    'nginx-static',
    'same file, nginx (limit)',
    options.nginx && `${options.nginx}${options.staticPath}`,
    options.nginxNote ?? 'nginx unavailable',
  );
  await get('app-on-demand', 'on-demand search page, app', `${options.app}${options.onDemandPath}`);

  const account = await createBenchAccount(options.app);
  const readLabel = 'API read: POST user/getInfo';
  const loginLabel = 'API login: POST user/login';
  if (account.type === 'ok') {
    const post = async (
      id: ServingTarget['id'],
      label: string,
      url: string,
      headers: Record<string, string>,
      body: string,
    ) => {
      options.log(`serving: ${label}`);
      const encoding = await encodingOf(url, { method: 'POST', headers, body });
      targets.push({
        id,
        label,
        method: 'POST',
        url,
        encoding,
        figures: await measure({ ...base, url, method: 'POST', headers, body }),
      });
    };
    await post(
      'api-read',
      readLabel,
      `${options.app}/apiCore/v1/user/getInfo`,
      { ...json, 'NVTRAVEL-TOKEN': account.token },
      envelope({}),
    );
    await post(
      'api-login',
      loginLabel,
      `${options.app}/apiCore/v1/user/login`,
      json,
      envelope({ username: account.username, password: account.password }),
    );
  } else {
    options.log(`serving: API targets skipped (${account.reason})`);
    targets.push({ id: 'api-read', label: readLabel, method: 'POST', note: account.reason });
    targets.push({ id: 'api-login', label: loginLabel, method: 'POST', note: account.reason });
  }

  const rps = (id: ServingTarget['id']) => targets.find((t) => t.id === id)?.figures?.requestsPerSecond;
  return {
    ...base,
    acceptEncoding,
    note:
      'autocannon runs in its own process, but server and load generator share the same 2 cores; ' +
      'figures compare targets within one run, not with other machines.',
    targets,
    ratios: {
      appStaticOverNginx: ratio(rps('app-static'), rps('nginx-static')),
      onDemandOverNginx: ratio(rps('app-on-demand'), rps('nginx-static')),
    },
  };
}
