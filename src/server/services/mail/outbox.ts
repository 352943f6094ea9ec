import { getDatabase } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { MailProvider } from './provider.ts';

/**
 * The default provider: nothing leaves the machine; the e-mail waits in the developer outbox beside
 * the SMS (the table is named after its first use), read with `npm run outbox <address>` or at
 * /dev/outbox, both only with DEV_OUTBOX=1.
 */
export const mailOutboxProvider: MailProvider = {
  name: 'outbox',
  async send(to, subject, text) {
    const db = await getDatabase();
    await db.insert(smsOutbox).values({ recipient: to, body: `${subject}\n\n${text}` });
  },
};
