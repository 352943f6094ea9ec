import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild, waitForHttp, type RunningServer } from './app-server.ts';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type NginxAvailability =
  { type: 'ok'; version: string; brotli: boolean } | { type: 'unavailable'; reason: string };

function version(): string {
  const out = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return (out.stderr || out.stdout).trim().replace(/^nginx version: /, '');
}

/**
 * Debian's nginx and its brotli_static module: installed with apt-get when missing and the bench
 * runs as root; otherwise nginx is reported as unavailable and the comparison is left out.
 */
export function ensureNginx(log: (line: string) => void): NginxAvailability {
  if (!existsSync(NGINX) || !existsSync(BROTLI_STATIC)) {
    if (process.getuid?.() !== 0) {
      return existsSync(NGINX)
        ? { type: 'ok', version: version(), brotli: false }
        : { type: 'unavailable', reason: 'nginx is not installed (apt-get install -y nginx needs root)' };
    }
    log('installing nginx and its brotli_static module with apt-get');
    const install = () =>
      spawnSync('apt-get', ['install', '-y', 'nginx', 'libnginx-mod-http-brotli-static'], {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: 'ignore',
      }).status;
    if (install() !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'ignore' });
      if (install() !== 0 && !existsSync(NGINX))
        return { type: 'unavailable', reason: 'apt-get could not install nginx' };
    }
  }
  return { type: 'ok', version: version(), brotli: existsSync(BROTLI_STATIC) };
}

/**
 * nginx configuration serving `clientDir` as the app's front server does for static files: the
 * precompressed `.br`/`.gz` beside each file (brotli_static, gzip_static), the same cache headers
 * for HTML, keep-alive. One worker process, like the one Node process it is compared with.
 */
export function nginxConfig(options: { clientDir: string; port: number; workDir: string; brotli: boolean }): string {
  const { clientDir, port, workDir, brotli } = options;
  return `${brotli ? `load_module ${BROTLI_STATIC};\n` : ''}daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
${process.getuid?.() === 0 ? '# Run as root (the bench was): workers must read the build wherever it is.\nuser root;\n' : ''}events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
${brotli ? '  brotli_static on;\n' : ''}  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    index index.html;
    location / {
      try_files $uri $uri/ =404;
      add_header Cache-Control "public, max-age=0, must-revalidate";
    }
  }
}
`;
}

/** Starts nginx in the foreground (its own process) over `clientDir`. */
export async function startNginx(clientDir: string, port: number, brotli: boolean): Promise<RunningServer> {
  const workDir = await mkdtemp(join(tmpdir(), 'nvtravel-bench-nginx-'));
  await mkdir(join(workDir, 'body'));
  const conf = join(workDir, 'nginx.conf');
  await writeFile(conf, nginxConfig({ clientDir, port, workDir, brotli }));
  execFileSync(NGINX, ['-t', '-q', '-c', conf, '-p', workDir], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-c', conf, '-p', workDir], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, 10_000, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    origin,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
