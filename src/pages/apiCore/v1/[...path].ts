import type { APIRoute } from 'astro';
import { handleApi } from '../../../server/api/handle.ts';
import { ROUTES } from '../../../server/api/routes.ts';

// The API answers per request; everything else lives in src/server/api.
export const prerender = false;

export const ALL: APIRoute = ({ request, params, clientAddress }) =>
  handleApi(request, `/${params.path ?? ''}`, ROUTES, clientAddress);
