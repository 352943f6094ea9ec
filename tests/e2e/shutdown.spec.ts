import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399) + 7;

test('SIGTERM lets a request under way finish, then the process exits cleanly', async () => {
  const server = spawn(process.execPath, ['src/server/http/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'nvt-stop-')) },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${PORT}/apiCore/v1/health/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);

  // A sign-in whose body is still arriving when the signal comes.
  const body = JSON.stringify({
    langCode: 'en',
    checksum: 'nvtravel-web',
    serviceEndpointName: 'APP/WEB',
    requestId: 'nvtravel-web',
    data: { username: '0912000000', password: 'not-the-password-1' },
  });
  let req!: ReturnType<typeof httpRequest>;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/apiCore/v1/user/login',
        // The server answers 100 Continue once it has read the headers: the request is then under
        // way for it (not an idle connection that shutdown may close), whatever the machine's load.
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
  });
  await new Promise<void>((resolve) => req.once('continue', resolve));
  await new Promise<void>((resolve) => req.write(body.slice(0, 20), () => resolve()));
  server.kill('SIGTERM');
  // The listener is closed (new connections are refused) while the request is still open...
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${PORT}/apiCore/v1/health/live`).then(
        () => 'open',
        () => 'closed',
      ),
    )
    .toBe('closed');
  // ...and the rest of its body still gets an answer.
  req.end(body.slice(20));
  const { status, text } = await answer;
  expect(status).toBe(400);
  expect(JSON.parse(text)).toMatchObject({ code: 'CREDENTIALS_INVALID' });
  expect(await exited).toBe(0);
});
