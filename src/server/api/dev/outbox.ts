import { z } from 'astro/zod';
import { serverConfig } from '../../config.ts';
import { readOutbox } from '../../services/sms/outbox.ts';
import { defineRoute } from '../route.ts';
import { phoneField } from '../user/fields.ts';

/** Whether developers may read the SMS outbox: the outbox provider is in use, outside production. */
export const outboxReadable = (): boolean => !serverConfig.smpp && !serverConfig.production;

export const devOutbox = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only: the latest messages of the SMS outbox, newest first',
  input: z.object({ to: phoneField.optional() }),
  handle: async ({ input }) => ({ messages: await readOutbox(input.to) }),
});
