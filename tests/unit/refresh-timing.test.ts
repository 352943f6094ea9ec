import { describe, expect, it } from 'vitest';
import {
  MIN_REFRESH_DELAY_MS,
  REFRESH_LEAD_MS,
  refreshDelay,
  refreshDue,
  tokenExpiry,
} from '#lib/api/refresh-timing.ts';

const now = 1_800_000_000_000;

describe('token refresh timing (spec sections 4 and 9)', () => {
  it('uses a 60 s lead and a 1 s minimum', () => {
    expect(REFRESH_LEAD_MS).toBe(60_000);
    expect(MIN_REFRESH_DELAY_MS).toBe(1_000);
  });

  it('refreshes 60 s before expiry', () => {
    expect(refreshDelay(now + 7_200_000, now)).toBe(7_140_000);
    expect(refreshDelay(now + 61_000, now)).toBe(1_000);
    expect(refreshDelay(now + 60_000, now)).toBe(0);
  });

  it('refreshes after 1 s when under 60 s remain, or the token has expired', () => {
    expect(refreshDelay(now + 59_999, now)).toBe(1_000);
    expect(refreshDelay(now + 1, now)).toBe(1_000);
    expect(refreshDelay(now - 3_600_000, now)).toBe(1_000);
  });

  it('says a refresh is due once the lead time is reached', () => {
    expect(refreshDue(now + 60_001, now)).toBe(false);
    expect(refreshDue(now + 60_000, now)).toBe(true);
    expect(refreshDue(now - 1, now)).toBe(true);
  });

  it('reads the expiry from the JWT exp claim', () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(tokenExpiry(`${part({ alg: 'HS256' })}.${part({ sub: 'ü', exp: 1_800_000_123 })}.sig`)).toBe(
      1_800_000_123_000,
    );
    expect(tokenExpiry('not-a-token')).toBeUndefined();
    expect(tokenExpiry(`a.${part({ exp: 'soon' })}.c`)).toBeUndefined();
    expect(tokenExpiry('a.%%%.c')).toBeUndefined();
  });
});
