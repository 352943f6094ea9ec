import { eq } from 'drizzle-orm';
import { getTranslator } from '#lib/i18n/translator.ts';
import { isLocale } from '#lib/i18n/locales.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { getDatabase } from '#server/db/client.ts';
import { bookingOrders, dataTopups } from '#server/db/schema/index.ts';
import type { JobDefinition } from '#server/jobs/queue.ts';
import { orderRecipients } from '#features/booking/server/recipients.ts';
import { sendNotice } from '#server/services/outbound/index.ts';
import { maskNumber } from './carriers.ts';
import { packageById } from './catalogue.ts';
import { DATA_JOBS } from './job-names.ts';
import { attemptTopup, strandedTopups } from './topups.ts';

/** One attempt (the request, or a status query after an unanswered one); see topups.ts. */
const topUp: JobDefinition<{ topupId?: string }> = {
  name: DATA_JOBS.topUp,
  work: async ({ topupId }) => {
    if (typeof topupId !== 'string') return;
    await attemptTopup(await getDatabase(), topupId);
  },
};

const sweep: JobDefinition<object> = {
  name: DATA_JOBS.sweep,
  cron: '* * * * *',
  work: async () => {
    const db = await getDatabase();
    for (const topupId of await strandedTopups(db)) await attemptTopup(db, topupId);
  },
};

/**
 * The outcome by SMS to the buyer's verified number (never the number topped up, nor a typed
 * contact: orderRecipients), in their language, with the order page's link: how a signed-out buyer
 * finds the purchase again (the page asks the verified number's code when the guest token of the
 * purchase is gone). Within the buyer's and the recipient's budgets, like every order message.
 */
const outcome: JobDefinition<{ topupId?: string }> = {
  name: DATA_JOBS.outcome,
  work: async ({ topupId }) => {
    if (typeof topupId !== 'string') return;
    const db = await getDatabase();
    const [row] = await db
      .select({ topup: dataTopups, order: bookingOrders })
      .from(dataTopups)
      .innerJoin(bookingOrders, eq(bookingOrders.id, dataTopups.orderId))
      .where(eq(dataTopups.id, topupId));
    if (!row || !['succeeded', 'failed'].includes(row.topup.status)) return;
    const { buyer, phone } = await orderRecipients(db, row.order);
    if (!phone) return;
    const locale = isLocale(row.order.locale) ? row.order.locale : 'vi';
    const t = getTranslator(locale);
    const site = ((import.meta.env.SITE as string | undefined) ?? '').replace(/\/$/, '');
    const values = {
      number: row.order.number,
      package: packageById(row.topup.package)?.name[locale] ?? row.topup.package,
      phone: maskNumber(row.topup.phone),
      link: `${site}${localizedPath(locale, '/booking/order/')}?id=${row.order.id}`,
    };
    await sendNotice(db, {
      buyer,
      to: phone,
      content: { sms: t(`data:sms.${row.topup.status}`, values) },
      about: `topup:${topupId}`,
    });
  },
};

/** The data-packages area's jobs, listed for the shared queue by the composition root (src/server/app/compose.ts). */
export const dataPackageJobs = [topUp, sweep, outcome] as JobDefinition<Record<string, unknown>>[];
