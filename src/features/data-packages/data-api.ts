import type { dataPackageCalls } from './contract.ts';
import { api } from '#lib/api/client.ts';
import { currentGuestToken } from '#features/booking/booking-guest.ts';

/** The data-package calls; buying goes through the booking calls (bookingApi). */
export const dataApi = {
  lookup: (phone: string) => api.call<typeof dataPackageCalls.lookup>('POST /dataPackages/lookup', { phone }),
  /** The signed-in user's, else the verified guest number's; with neither, the login popup opens. */
  history: (cursor?: string) =>
    api.call<typeof dataPackageCalls.history>('POST /dataPackages/history', cursor ? { cursor } : {}, {
      auth: true,
      guestToken: currentGuestToken(),
    }),
};
