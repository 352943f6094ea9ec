import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, waitForHttp, type RunningServer } from './app-server.ts';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type NginxAvailability =
  { type: 'ok'; version: string; brotli: boolean } | { type: 'unavailable'; reason: string };

/** nginx's version, as `nginx/1.22.1`. */
export function nginxVersion(): string {
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
        ? { type: 'ok', version: nginxVersion(), brotli: false }
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
  return { type: 'ok', version: nginxVersion(), brotli: existsSync(BROTLI_STATIC) };
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

/** The product's front nginx configuration, shared with deploy/compose.yaml (docs/decisions/0033). */
const DEPLOY_NGINX = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));

export interface FrontNginxOptions {
  clientDir: string;
  port: number;
  /** The app processes, as `127.0.0.1:4321`. */
  upstreams: string[];
  /** Also listen with TLS on this port, with this certificate and key (PEM files). */
  tls?: { port: number; certificate: string; key: string };
  /** Log each request's method, URI, status and the app process that answered it (`-` for nginx). */
  accessLog?: boolean;
}

/**
 * The deployment's front nginx as a main file that runs unprivileged from a temporary folder: the
 * http- and server-level parts are deploy/nginx's, included from nvtravel/ beside the main file (a
 * link to deploy/nginx) as deploy/nginx/nginx.conf includes them; only the listeners, the build's
 * folder and the upstream's addresses are this machine's.
 */
export function frontNginxConfig(options: FrontNginxOptions & { workDir: string }): string {
  const { clientDir, port, upstreams, tls, workDir } = options;
  return `load_module ${BROTLI_STATIC};
daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  log_format nvtravel_upstream '$request_method $request_uri $status $upstream_addr';
  access_log ${options.accessLog ? `${workDir}/access.log nvtravel_upstream` : 'off'};
  include nvtravel/http.conf;
  upstream nvtravel_app {
${upstreams.map((address) => `    server ${address};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
${tls ? `    listen 127.0.0.1:${tls.port} ssl;\n    ssl_certificate ${tls.certificate};\n    ssl_certificate_key ${tls.key};\n` : ''}    root ${clientDir};
    include nvtravel/site.conf;
  }
}
`;
}

async function startConfigured(
  port: number,
  config: (workDir: string) => string,
): Promise<RunningServer & { workDir: string }> {
  const workDir = await mkdtemp(join(tmpdir(), 'nvtravel-nginx-'));
  await mkdir(join(workDir, 'body'));
  // The front configuration's includes are relative to the main file's folder (nginx's conf prefix).
  await symlink(DEPLOY_NGINX, join(workDir, 'nvtravel'));
  const conf = join(workDir, 'nginx.conf');
  await writeFile(conf, config(workDir));
  execFileSync(NGINX, ['-t', '-q', '-c', conf, '-p', workDir], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-c', conf, '-p', workDir], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/build.json`, 10_000, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    origin,
    pid: child.pid,
    workDir,
    stop: async () => {
      await stopChild(child);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** Starts nginx in the foreground (its own process) over `clientDir`: the static-file limit. */
export function startNginx(clientDir: string, port: number, brotli: boolean): Promise<RunningServer> {
  return startConfigured(port, (workDir) => nginxConfig({ clientDir, port, workDir, brotli }));
}

/** Starts the deployment's front nginx (deploy/nginx) in front of `upstreams`. */
export function startFrontNginx(options: FrontNginxOptions): Promise<RunningServer & { workDir: string }> {
  return startConfigured(options.port, (workDir) => frontNginxConfig({ ...options, workDir }));
}
