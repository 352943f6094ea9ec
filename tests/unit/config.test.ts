import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { holdLapsable } from '#features/booking/server/api/lapse-hold.ts';
import { outboxReadable } from '#server/api/dev/outbox.ts';
import { ConfigError, parseServerConfig } from '#server/config.ts';

describe('server configuration', () => {
  it('has a default for every setting, so a bare environment starts', () => {
    const config = parseServerConfig({});
    expect(config).toMatchObject({ port: 4321, host: 'localhost', databasePoolSize: 10, databaseUrl: undefined });
    expect(config.s3).toBeUndefined();
    expect(config.smpp).toBeUndefined();
    expect(config.outbound).toEqual({
      windowMinutes: 60,
      perBuyer: 20,
      perRecipient: 20,
      codes: { perRequester: 20, perRequesterAndRecipient: 5, perRecipient: 10, forOwner: 5 },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseServerConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 4321 });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/app'],
    ['DATABASE_POOL_SIZE', '0'],
    ['AUTH_SECRET', 'short'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMIT_DISABLED', 'true'],
    ['SMPP_URL', 'http://gateway'],
    ['SMTP_URL', 'http://mail'],
    ['GOOGLE_OAUTH_BASE', 'not a url'],
    ['OUTBOUND_PER_BUYER', '0'],
    ['OUTBOUND_WINDOW_MINUTES', '1441'],
  ])('refuses %s=%s, naming the variable and never echoing the value', (name, value) => {
    const parse = () => parseServerConfig({ [name]: value });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
    expect(parse).not.toThrow(value);
  });

  it('keeps the SMS outbox (every one-time code) closed unless asked for, and always in production', () => {
    expect(outboxReadable(parseServerConfig({}))).toBe(false);
    expect(outboxReadable(parseServerConfig({ DEV_OUTBOX: '1' }))).toBe(true);
    // Production also needs the personal data key (decision 0041).
    const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: 'a'.repeat(64) };
    expect(outboxReadable(parseServerConfig({ DEV_OUTBOX: '1', ...production }))).toBe(false);
    const gateways = { SMPP_URL: 'smpp://id:pw@gateway:2775', SMTP_URL: 'smtp://id:pw@mail:587' };
    expect(outboxReadable(parseServerConfig({ DEV_OUTBOX: '1', SMPP_URL: gateways.SMPP_URL }))).toBe(true);
    expect(outboxReadable(parseServerConfig({ DEV_OUTBOX: '1', ...gateways }))).toBe(false);
  });

  it('lets a hold be ended by hand only when asked for, and never in production', () => {
    expect(holdLapsable(parseServerConfig({}))).toBe(false);
    expect(holdLapsable(parseServerConfig({ DEV_HOLD_LAPSE: '1' }))).toBe(true);
    const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: 'a'.repeat(64) };
    expect(holdLapsable(parseServerConfig({ DEV_HOLD_LAPSE: '1', ...production }))).toBe(false);
  });

  it('refuses the deprecated shared staff key in production, and reads staff session lengths', () => {
    const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: 'a'.repeat(64) };
    const key = { BOOKING_STAFF_KEY: 'k'.repeat(24) };
    expect(() => parseServerConfig({ ...production, ...key })).toThrow(/BOOKING_STAFF_KEY: .*refused in production/);
    expect(parseServerConfig(key).booking.staffKey).toBe(key.BOOKING_STAFF_KEY);
    expect(parseServerConfig({}).staff).toEqual({ idleMinutes: 30, sessionHours: 8, inviteHours: 72 });
    expect(parseServerConfig({ STAFF_SESSION_IDLE_MINUTES: '10', STAFF_SESSION_HOURS: '4' }).staff).toMatchObject({
      idleMinutes: 10,
      sessionHours: 4,
    });
    expect(() => parseServerConfig({ STAFF_SESSION_HOURS: '0' })).toThrow(/STAFF_SESSION_HOURS/);
  });

  it('refuses a bucket without its keys', () => {
    expect(() => parseServerConfig({ S3_BUCKET: 'uploads' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });

  it('stops the server at start with a message naming the variable', () => {
    const run = spawnSync(process.execPath, ['src/server/http/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('Invalid configuration:\n  PORT: expected a whole number from 1 to 65535\n');
  });

  it('reads a .env in the working folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'env-file-'));
    writeFileSync(join(folder, '.env'), 'PORT=eighty\n');
    const main = fileURLToPath(new URL('../../src/server/http/main.ts', import.meta.url));
    const run = spawnSync(process.execPath, [main], {
      cwd: folder,
      env: { ...process.env, PORT: undefined, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('Invalid configuration:\n  PORT: expected a whole number from 1 to 65535\n');
  });
});
