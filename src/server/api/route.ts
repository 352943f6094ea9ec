import type { z } from 'astro/zod';
import type { Locale } from '../../lib/i18n/locales.ts';

/** One call of the API: its method and path, the schema of its input, and what it does. */
export interface ApiRoute<T extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Below /apiCore/v1, e.g. `/user/login`. */
  path: string;
  summary: string;
  /** POST: the envelope's `data`; GET: the query parameters. */
  input: T;
  handle: (context: { request: Request; locale: Locale; input: z.infer<T>; requestId: string }) => Promise<unknown>;
}

/** Keeps the input type of a route's handler tied to its schema. */
export const defineRoute = <T extends z.ZodType>(route: ApiRoute<T>): ApiRoute<T> => route;
