import { dataPackageCalls, type Lookup } from '../../contract.ts';
import { getTranslator } from '#lib/i18n/translator.ts';
import { attachGuestOrders } from '#features/booking/server/orders/ownership.ts';
import { getDatabase } from '#server/db/client.ts';
import { carrierName, carrierTable, recogniseNumber } from '../carriers.ts';
import { packagesOf, packageView } from '../catalogue.ts';
import { topupHistory } from '../history.ts';
import { requireBuyer } from '#features/booking/server/api/buyer.ts';
import { ApiError } from '#server/api/codes.ts';
import { defineRoute, defineRoutes } from '#server/api/route.ts';

/**
 * A number's carrier and packages. POST, like the order reads: a phone number is personal and
 * stays out of URLs and logs.
 */
export const lookup = defineRoute({
  ...dataPackageCalls.lookup,
  summary: 'Recognise a Vietnamese mobile number’s carrier (from the carrier table) and list the packages it can buy',
  handle: async (context): Promise<Lookup> => {
    const recognised = recogniseNumber(context.input.phone);
    if (!recognised.ok)
      throw new ApiError('VALIDATION_ERROR', {
        fields: [{ path: 'data.phone', message: getTranslator(context.locale)(`data:field.${recognised.problem}`) }],
      });
    const { locale } = context;
    const carriers = carrierTable().carriers.filter((carrier) => packagesOf(carrier.id).length > 0);
    return {
      phone: recognised.phone,
      display: recognised.display,
      carrier: { id: recognised.carrier.id, name: carrierName(recognised.carrier, locale) },
      carriers: carriers.map((carrier) => ({ id: carrier.id, name: carrierName(carrier, locale) })),
      packages: carriers.flatMap((carrier) => packagesOf(carrier.id).map((entry) => packageView(entry, locale))),
    };
  },
});

export const history = defineRoute({
  ...dataPackageCalls.history,
  summary: 'The caller’s top-ups, newest first, with masked number, package, amount and status; paginated by cursor',
  auth: 'optional',
  handle: async (context) => {
    const buyer = await requireBuyer(context);
    const db = await getDatabase();
    if (buyer.kind === 'user') await db.transaction((tx) => attachGuestOrders(tx, buyer.userId, buyer.phone));
    return topupHistory(db, buyer, { ...context.input, locale: context.locale });
  },
});

/** Data packages for Vietnamese numbers, bought through the order engine (decisions 0042, 0043). */
export const dataPackageRoutes = defineRoutes(lookup, history);
