import type { APIRoute } from 'astro';
import { composeServer, ROUTES } from '../../../server/app/compose.ts';
import { handleApi } from '../../../server/api/handle.ts';

// The API answers per request; everything else lives in src/server/api.
export const prerender = false;

export const ALL: APIRoute = ({ request, params, clientAddress }) => {
  composeServer();
  return handleApi(request, `/${params.path ?? ''}`, ROUTES, clientAddress);
};
