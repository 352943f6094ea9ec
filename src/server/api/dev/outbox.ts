import { z } from 'astro/zod';
import { serverConfig, type ServerConfig } from '../../config.ts';
import { readOutbox } from '../../services/sms/outbox.ts';
import { defineRoute } from '../route.ts';
import { looksLikeEmail, normalizePhone } from '../../auth/phone.ts';

/**
 * Whether developers may read the SMS outbox: every one-time code is in it, so only when it is
 * asked for (DEV_OUTBOX=1), an outbox provider (SMS or e-mail) is in use, and never in production.
 */
export const outboxReadable = (config: ServerConfig = serverConfig): boolean =>
  config.devOutbox && !(config.smpp && config.smtp) && !config.production;

/** A recipient as the outbox stores it: an e-mail lower-cased, a number in E.164. */
export const outboxRecipient = (to: string): string =>
  looksLikeEmail(to) ? to.toLowerCase() : (normalizePhone(to) ?? to);

export const devOutbox = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only: the latest messages of the SMS outbox, newest first',
  input: z.object({ to: z.string().trim().max(254).optional().describe('A phone number or an e-mail address') }),
  handle: async ({ input }) => ({ messages: await readOutbox(input.to && outboxRecipient(input.to)) }),
});
