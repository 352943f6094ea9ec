import { tripsCalls } from '../../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { bookedDetails } from '#features/booking/server/booked-details.ts';
import { productKinds } from '#features/booking/server/product-kinds.ts';
import { bookingsOnDays } from '#features/booking/server/trip-bookings.ts';
import type { Queryable } from '#server/db/client.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { getDatabase } from '#server/db/client.ts';
import { scheduleCalendar, icsFileName, type IcsBookings } from '../ics.ts';
import { placeDirectory } from '../places.ts';
import { getOwnSchedule, getSharedSchedule } from '../service.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute } from '#server/api/route.ts';

/**
 * The owner's bookings on a schedule's days, for its calendar file. A shared link's file has the
 * stops only: the owner's bookings are not the reader's business.
 */
async function ownBookings(
  db: Queryable,
  userId: string,
  schedule: { startDate: string; days: readonly unknown[] },
  locale: Locale,
): Promise<IcsBookings> {
  const last = addDays(schedule.startDate, Math.max(0, schedule.days.length - 1));
  const places = await placeDirectory(locale);
  const t = getTranslator(locale);
  return {
    items: await bookingsOnDays(db, userId, schedule.startDate, last),
    details: bookedDetails(locale, (place) => places.get(place)?.address, productKinds()),
    describe: (booking) =>
      `${t('booking:trips.order', { number: booking.orderNumber })} · ${t(`booking:state.${booking.state}`)}`,
  };
}

export const scheduleIcsRoute = defineRoute({
  ...tripsCalls.ics,
  summary:
    'The schedule as an iCalendar file (one event per stop, with GEO and location; your own also has your bookings on its days at their times): your own by `id`, a shared one by `token`',
  auth: 'optional',
  handle: async (context) => {
    const db = await getDatabase();
    let row;
    let bookings: IcsBookings | undefined;
    if ('token' in context.input) row = await getSharedSchedule(db, context.input.token);
    else if (context.signedIn) {
      row = await getOwnSchedule(db, context.signedIn.user.id, context.input.id);
      bookings = await ownBookings(db, context.signedIn.user.id, row, context.locale);
    } else throw new ApiError('TOKEN_INVALID');
    const t = getTranslator(context.locale);
    const content = scheduleCalendar(
      row,
      await placeDirectory(context.locale),
      { day: (n) => t('planner:day', { n }) },
      bookings,
    );
    return { fileName: icsFileName(row.title), content };
  },
});
