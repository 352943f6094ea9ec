import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer, type RunningServer } from '../../../scripts/bench/app-server.ts';
import { e164, envelopeBody, freshPhone, lastCode, PASSWORD } from './client.ts';

/** The repository, whose build (dist/) the processes serve. */
export const repoRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * Starts a built app process (`npm run serve`) on `port` with the test file's PostgreSQL database;
 * the caller stops it. Login and OTP limits stay off unless `env` turns them on.
 */
export function startAppProcess(
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startAppServer(repoRoot, port, {
    dataDir: mkdtempSync(join(tmpdir(), 'nvt-process-')),
    env: { DATABASE_URL: databaseUrl, ...env },
  });
}

export interface ProcessAnswer {
  status: number;
  code: string;
  data: Record<string, unknown>;
}

/** A POST to a running process (or a proxy in front of it) with the spec's envelope. */
export async function callProcess(origin: string, path: string, data: unknown, token?: string): Promise<ProcessAnswer> {
  const response = await fetch(`${origin}/apiCore/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'nvtravel-token': token } : {}) },
    body: envelopeBody(data),
  });
  return { status: response.status, ...((await response.json()) as Omit<ProcessAnswer, 'status'>) };
}

/** Registers through `origin`; the code is read from the shared database's outbox. */
export async function registerThrough(
  origin: string,
): Promise<{ phone: string; token: string; userId: string } | undefined> {
  const phone = freshPhone();
  if ((await callProcess(origin, '/user/register', { phone })).code !== 'SUCCESS') return undefined;
  const verified = await callProcess(origin, '/user/verifyRegisterOtp', { phone, otp: await lastCode(e164(phone)) });
  const created = await callProcess(origin, '/user/create', {
    ticket: verified.data.ticket,
    fullname: 'Khách',
    password: PASSWORD,
  });
  if (created.code !== 'SUCCESS') return undefined;
  return { phone, token: String(created.data.token), userId: String((created.data.user as { id: string }).id) };
}
