import { scheduleIcsInput } from '../../../lib/api/contract/trips.ts';
import { getTranslator } from '../../../lib/i18n/translator.ts';
import { getDatabase } from '../../db/client.ts';
import { scheduleCalendar, icsFileName } from '../../trips/ics.ts';
import { placeDirectory } from '../../trips/places.ts';
import { getOwnSchedule, getSharedSchedule } from '../../trips/service.ts';
import { ApiError } from '../codes.ts';
import { defineRoute } from '../route.ts';

export const scheduleIcsRoute = defineRoute({
  method: 'GET',
  path: '/customSchedule/ics',
  summary:
    'The schedule as an iCalendar file (one event per stop, with GEO and location): your own by `id`, a shared one by `token`',
  auth: 'optional',
  input: scheduleIcsInput,
  handle: async (context) => {
    const db = await getDatabase();
    let row;
    if ('token' in context.input) row = await getSharedSchedule(db, context.input.token);
    else if (context.signedIn) row = await getOwnSchedule(db, context.signedIn.user.id, context.input.id);
    else throw new ApiError('TOKEN_INVALID');
    const t = getTranslator(context.locale);
    const content = scheduleCalendar(row, await placeDirectory(context.locale), {
      day: (n) => t('planner:day', { n }),
    });
    return { fileName: icsFileName(row.title), content };
  },
});
