import type { z } from 'astro/zod';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { SignedIn } from '../auth/current-user.ts';

export interface RouteContext<Input> {
  request: Request;
  locale: Locale;
  input: Input;
  requestId: string;
  /** The caller's address, for rate limits (the proxy's X-Forwarded-For when TRUST_PROXY=1). */
  clientAddress: string;
  /** The signed-in user and session: always on `auth: 'user'` routes, when known on 'optional' ones. */
  signedIn: SignedIn | undefined;
}

/** One call of the API: its method and path, the schema of its input, and what it does. */
export interface ApiRoute<T extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Below /apiCore/v1, e.g. `/user/login`. */
  path: string;
  summary: string;
  /**
   * 'user': a valid access token in NVTRAVEL-TOKEN (or Authorization: Bearer) is required.
   * 'optional': open to everyone; a valid token only adds the caller's own state (liked, mine).
   */
  auth?: 'user' | 'optional';
  /** POST bodies are the JSON envelope unless 'multipart' (uploads); then `input` reads the query. */
  body?: 'json' | 'multipart';
  /** For multipart routes: the form's fields, for the OpenAPI description. */
  form?: Record<string, { type: 'file' | 'string'; description: string; required?: boolean }>;
  /** POST: the envelope's `data`; GET and multipart: the query parameters. */
  input: T;
  handle: (context: RouteContext<z.infer<T>>) => Promise<unknown>;
}

/** Keeps the input type of a route's handler tied to its schema. */
export const defineRoute = <T extends z.ZodType>(route: ApiRoute<T>): ApiRoute<T> => route;

/** The signed-in caller of an `auth: 'user'` route (the platform has already refused anyone else). */
export function signedIn(context: { signedIn: SignedIn | undefined }): SignedIn {
  if (!context.signedIn) throw new Error('route declared without auth: "user"');
  return context.signedIn;
}
