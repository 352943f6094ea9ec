import type { APIRoute } from 'astro';
import { VNPAY_IPN_PATH } from '#features/booking/server/api/vnpay.ts';
import { handleApi } from '#server/api/handle.ts';
import { SERVED_ROUTES, startServer } from '#server/app/compose.ts';

// The API answers per request; everything else lives in src/server/api.
export const prerender = false;

export const ALL: APIRoute = async ({ request, params, clientAddress }) => {
  const path = `/${params.path ?? ''}`;
  // VNPay's result is no route (it is answered in VNPay's format): it waits for the start-up here,
  // as the routes do, so the confirmation it settles finds the queue running. A start-up that
  // fails answers a 500, and VNPay sends the result again later.
  if (path === VNPAY_IPN_PATH) await startServer();
  return handleApi(request, path, SERVED_ROUTES, clientAddress);
};
