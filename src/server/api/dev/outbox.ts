import { z } from 'astro/zod';
import { serverConfig, type ServerConfig } from '../../config.ts';
import { readOutbox } from '../../services/sms/outbox.ts';
import { defineRoute } from '../route.ts';
import { phoneField } from '../user/fields.ts';

/**
 * Whether developers may read the SMS outbox: every one-time code is in it, so only when it is
 * asked for (DEV_OUTBOX=1), the outbox provider is in use, and never in production.
 */
export const outboxReadable = (config: ServerConfig = serverConfig): boolean =>
  config.devOutbox && !config.smpp && !config.production;

export const devOutbox = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only: the latest messages of the SMS outbox, newest first',
  input: z.object({ to: phoneField.optional() }),
  handle: async ({ input }) => ({ messages: await readOutbox(input.to) }),
});
