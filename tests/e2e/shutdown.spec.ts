import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { Agent, type ClientRequest, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399) + 7;

test('SIGTERM lets a request under way finish, then the process exits cleanly', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nvt-stop-'));
  const logPath = join(dataDir, 'server.log');
  const log = openSync(logPath, 'a');
  const server = spawn(process.execPath, ['src/server/http/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, MOMENTS_DEMO: '0' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  // A failed answer prints what this server wrote: its log is not the shared server's that the
  // reporter shows.
  const withLog = <T>(answer: Promise<T>) =>
    answer.catch((error: unknown) => {
      console.log(readFileSync(logPath, 'utf8'));
      throw error;
    });
  // Ready, and done with its start-up work (indexing, inventory): on a loaded machine, PGlite's
  // share of that work, which runs on the event loop, could otherwise outlast the grace period
  // while the sign-ins below wait behind it. Its demo moments (a minute of CPU) are not needed here.
  await expect.poll(() => readFileSync(logPath, 'utf8').includes('"msg":"warmed up"'), { timeout: 120_000 }).toBe(true);

  // Two sign-ins whose bodies are still arriving when the signal comes: one on a connection of its
  // own, one on a kept-alive connection (a browser's or a proxy's pool) that must not be served again.
  const pool = new Agent({ keepAlive: true });
  const lone = startSignIn();
  const pooled = startSignIn(pool);
  await Promise.all([lone.underWay, pooled.underWay]);
  server.kill('SIGTERM');
  // The listener is closed (new connections are refused) while the requests are still open...
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${PORT}/apiCore/v1/health/live`).then(
        () => 'open',
        () => 'closed',
      ),
    )
    .toBe('closed');
  // ...the pooled one is answered and its connection closed at once, not kept until the grace
  // period cuts every connection (which would cut the other sign-in too)...
  pooled.finish();
  const pooledSocket = (await withLog(pooled.answer)).socket;
  await new Promise((resolve) => (pooledSocket.closed ? resolve(undefined) : pooledSocket.once('close', resolve)));
  // ...and the other still gets its answer.
  lone.finish();
  const { status, text } = await withLog(lone.answer);
  expect(status).toBe(400);
  expect(JSON.parse(text)).toMatchObject({ code: 'CREDENTIALS_INVALID' });
  expect(await exited).toBe(0);
});

const body = JSON.stringify({
  langCode: 'en',
  checksum: 'nvtravel-web',
  serviceEndpointName: 'APP/WEB',
  requestId: 'nvtravel-web',
  data: { username: '0912000000', password: 'not-the-password-1' },
});

/**
 * A sign-in sent in two parts: `underWay` settles when the server has read its headers and the
 * first part of its body (it answers 100 Continue once it has the headers: the request is then
 * under way for it, not an idle connection that shutdown may close, whatever the machine's load);
 * `finish` sends the rest.
 */
function startSignIn(agent?: Agent) {
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; text: string; socket: Socket }>((resolve, reject) => {
    req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        agent,
        method: 'POST',
        path: '/apiCore/v1/user/login',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
      (res) => {
        const { socket } = res;
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, socket }));
      },
    );
    req.on('error', reject);
  });
  const underWay = new Promise<void>((resolve) => req.once('continue', resolve)).then(
    () => new Promise<void>((resolve) => req.write(body.slice(0, 20), () => resolve())),
  );
  return { answer, underWay, finish: () => req.end(body.slice(20)) };
}
