import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createFrontHandler } from './front-handler.ts';
import { closeAll, isDraining, startDraining } from './lifecycle.ts';

/**
 * Starts the product: the front handler over Astro's node adapter (standalone build, its own
 * listener switched off). `npm start` builds first; `npm run serve` serves an existing build.
 */
// A `.env` in the working folder (see .env.example) fills in what the environment leaves unset.
if (existsSync('.env')) process.loadEnvFile('.env');
// The configuration is checked before anything starts: a bad value stops here, naming its variable.
const { serverConfig } = await import('../config.ts').catch((error: unknown) => {
  if (!(error instanceof Error && error.name === 'ConfigError')) throw error;
  console.error(error.message);
  process.exit(1);
});
const { port, host } = serverConfig;
const distDir = new URL('../../../dist/', import.meta.url);
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(new URL('server/entry.mjs', distDir).href)) as {
  handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
};

const front = createFrontHandler(fileURLToPath(new URL('client/', distDir)), handler, undefined, {
  trustProxy: serverConfig.trustProxy,
});
const server = createServer((req, res) => {
  // While draining, no connection is kept for another request: a client's or a proxy's pooled
  // connection, busy when the signal came (so not closed as idle), would otherwise go on being
  // served for the whole keep-alive time, and the drain would end by cutting it mid-request.
  if (isDraining()) res.setHeader('connection', 'close');
  res.once('finish', () => {
    if (isDraining()) setImmediate(() => server.closeIdleConnections());
  });
  front(req, res);
});
// Idle keep-alive connections stay open longer than the front nginx keeps its upstream ones (60 s):
// with Node's 5 s, a proxy or client reusing a connection the server was closing at that moment
// got a reset (a 502 behind nginx; ECONNRESET in the browser tests under load).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, host, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'listening', url: `http://${host}:${port}/` }));
  // Opens (and migrates) the database now rather than on the first visitor's request, then puts
  // this build's content into the search table (a no-op when it is already there).
  // The airports call, the first that waits for the server's start-up (src/server/app/compose.ts),
  // runs it: the booking inventory on sale and the job queue started.
  fetch(`http://${host}:${port}/apiCore/v1/health`)
    .then(() => fetch(`http://${host}:${port}/search-result/`))
    .then(() => fetch(`http://${host}:${port}/apiCore/v1/flights/airports`))
    // The demo moments of a fresh install (MOMENTS_DEMO), seeded before visitors open the feed.
    .then(() =>
      fetch(`http://${host}:${port}/apiCore/v1/moments/feed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          langCode: 'vi',
          checksum: serverConfig.apiChecksum,
          serviceEndpointName: 'APP/WEB',
          requestId: serverConfig.apiRequestId,
          data: { limit: 1 },
        }),
      }),
    )
    // Operators (and the shutdown test) see when the start-up work is done and what it cost.
    .then(() => console.log(JSON.stringify({ level: 'info', msg: 'warmed up', ms: Math.round(performance.now()) })))
    .catch(() => undefined);
});

/** How long requests under way may take to finish after SIGTERM before their connections are cut. */
const DRAIN_MS = 10_000;

// Graceful shutdown: readiness fails at once, the listener stops taking connections, requests under
// way finish (idle keep-alive connections are closed), then the database closes and the process
// exits. A second signal, or the grace period running out, cuts what is left.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    startDraining();
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      void closeAll().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  });
}
