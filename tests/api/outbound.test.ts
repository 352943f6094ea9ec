import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#server/api/codes.ts';
import { serverConfig } from '#server/config.ts';
import { permitCode, sendNotice } from '#server/services/outbound/index.ts';
import { readOutbox } from '#server/services/sms/outbox.ts';
import { e164, freshPhone } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';

// The one way out for SMS and e-mail (decisions 0066, 0067): its counters, hit at once, on PGlite
// and (TEST_DATABASE_URL) on a PostgreSQL server, where the pool's connections race for real.
const database = useTestDatabase();
const db = () => database.current().db;

const OUTBOUND = structuredClone(serverConfig.outbound);
afterEach(() => {
  serverConfig.outbound = structuredClone(OUTBOUND);
});

const sms = { sms: 'NV Travel: order NVT-TEST is confirmed.' };
const sentTo = async (recipients: string[]) => {
  let sent = 0;
  for (const recipient of recipients) sent += (await readOutbox(recipient)).length;
  return sent;
};

describe('order messages', () => {
  it('of forty for one buyer at once, exactly the buyer’s budget goes out; the rest are dropped with a warning', async () => {
    serverConfig.outbound.perBuyer = 7;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recipients = Array.from({ length: 40 }, () => e164(freshPhone()));
    const sent = await Promise.all(
      recipients.map((to, i) => sendNotice(db(), { buyer: 'user:busy', to, content: sms, about: `order:${i}` })),
    );
    expect(sent.filter(Boolean)).toHaveLength(7);
    expect(await sentTo(recipients)).toBe(7);
    expect(warn).toHaveBeenCalledTimes(33);
  });

  it('of forty to one recipient from forty buyers at once, exactly the recipient’s budget goes out', async () => {
    serverConfig.outbound.perRecipient = 4;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const to = e164(freshPhone());
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendNotice(db(), { buyer: `guest:+8490000${i}`, to, content: sms, about: `order:${i}` }),
      ),
    );
    expect(sent.filter(Boolean)).toHaveLength(4);
    expect(await sentTo([to])).toBe(4);
  });
});

describe('one-time codes', () => {
  /** Permits in their own transactions, as sendOtp asks for them; answers how many were granted. */
  const permits = async (requests: { address: string; owner: boolean; to: string }[]) => {
    const outcomes = await Promise.allSettled(
      requests.map(({ to, ...requester }) => db().transaction((tx) => permitCode(tx, requester, to))),
    );
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect((outcome.reason as ApiError).code).toBe('MESSAGE_LIMIT');
    return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  };

  it('grant exactly one requester’s budget of forty asked for at once, and one number’s across requesters', async () => {
    const { perRequester, perRecipient } = serverConfig.outbound.codes;
    const address = '2001:db8:33:9::1';
    expect(await permits(Array.from({ length: 40 }, () => ({ address, owner: false, to: e164(freshPhone()) })))).toBe(
      perRequester,
    );
    const to = e164(freshPhone());
    expect(
      await permits(Array.from({ length: 40 }, (_, i) => ({ address: `203.0.113.${i + 1}`, owner: false, to }))),
    ).toBe(perRecipient);
    // The owner's budget is its own: the number's, spent by others, does not count for it.
    expect(await permits(Array.from({ length: 40 }, () => ({ address: '203.0.113.1', owner: true, to })))).toBe(
      serverConfig.outbound.codes.forOwner,
    );
  });
});
