import type { APIRoute } from 'astro';
import { handleApi } from '../../../server/api/handle.ts';

// The API answers per request; everything else lives in src/server/api.
export const prerender = false;

export const ALL: APIRoute = ({ request, params }) => handleApi(request, `/${params.path ?? ''}`);
