import type { z } from 'astro/zod';
import type { Locale } from '#lib/i18n/locales.ts';
import type { SignedIn } from '../auth/current-user.ts';
import { ApiError } from './codes.ts';
import { checkAnswer } from './check-answer.ts';
import { issuesOf, parseInput } from './request.ts';

/**
 * What the platform knows about a request, worked out once when it arrives and handed to the
 * route: its language, its id, the caller's address and who the caller is. `Admitted` is the
 * caller a route's own `admit` found (a staff member: the staff area's type, not the platform's).
 */
export interface RequestContext<Admitted = unknown> {
  request: Request;
  /** The envelope's langCode (POST), else the query's, else the lang cookie, else Vietnamese. */
  locale: Locale;
  requestId: string;
  /** The caller's address, for rate limits (the proxy's X-Forwarded-For when TRUST_PROXY=1). */
  clientAddress: string;
  /** The signed-in user and session: always on `auth: 'user'` routes, when known on 'optional' ones. */
  signedIn: SignedIn | undefined;
  /** What the route's `admit` answered: always on `auth: 'staff'` routes (src/features/staff/server/api/route.ts). */
  admitted: Admitted | undefined;
  /** The Idempotency-Key header, on routes that declare `idempotent` (src/server/db/idempotency.ts). */
  idempotencyKey: string | undefined;
  /** Set-Cookie lines the route adds to its answer, sent only when it succeeds (a device's owner proof). */
  setCookies: string[];
}

export interface RouteContext<Input, Admitted = unknown> extends RequestContext<Admitted> {
  input: Input;
}

/**
 * One call of the API: its method and path, the schemas of its input and answer (spread from the
 * area's contract, decision 0101), and what it does.
 */
export interface ApiRoute<T extends z.ZodType, A extends z.ZodType = z.ZodUnknown, Admitted = unknown> {
  method: 'GET' | 'POST';
  /** Below /apiCore/v1, e.g. `/user/login`. */
  path: string;
  summary: string;
  /**
   * 'user': a valid access token in NVTRAVEL-TOKEN (or Authorization: Bearer) is required.
   * 'optional': open to everyone; a valid token only adds the caller's own state (liked, mine).
   * 'staff': an open staff session (NVTRAVEL-STAFF-TOKEN) whose roles grant `permission`;
   * declared only through defineStaffRoute, which also writes the call to the audit log.
   */
  auth?: 'user' | 'optional' | 'staff';
  /** On 'staff' routes: what the caller's roles must allow, as OpenAPI lists it (`x-staff-permission`). */
  permission?: string;
  /**
   * On 'staff' routes: finds the caller the route's area vouches for (an open staff session whose
   * roles grant `permission`) or throws, before the platform reads the input. The platform knows
   * no staff: the area brings the check with its routes (defineStaffRoute), the root lists them.
   */
  admit?: (request: Request) => Promise<Admitted>;
  /**
   * POST bodies are the JSON envelope unless 'multipart' (uploads) or 'binary' (one file as the
   * whole body, read by the handler as a stream: a reel's video); then `input` reads the query.
   */
  body?: 'json' | 'multipart' | 'binary';
  /** For multipart routes: the form's fields, for the OpenAPI description. */
  form?: Record<string, { type: 'file' | 'string'; description: string; required?: boolean }>;
  /** The call takes an Idempotency-Key header: a retry with the same key answers the first result. */
  idempotent?: boolean;
  /** POST: the envelope's `data`; GET and multipart: the query parameters. */
  input: T;
  /** The answer's `data` on SUCCESS: the handler must return what it accepts (src/lib/api/contract/call.ts). */
  answer?: A;
  handle: (context: RouteContext<z.output<T>, Admitted>) => Promise<z.input<A>>;
}

/**
 * A route as the registry holds it: its description, and `accept`, which validates a raw input
 * with the route's own schema and answers the handler bound to the typed result. Routes with
 * different inputs thus share one type without a cast.
 */
export type AnyRoute = Omit<ApiRoute<z.ZodType, z.ZodType>, 'handle'> & {
  /** `prefix` names where the input sat in the request (`data.` for an envelope), for error paths. */
  accept: (raw: unknown, locale: Locale, prefix: string) => (context: RequestContext) => Promise<unknown>;
};

/**
 * Keeps the input and answer types of a route's handler tied to its schemas. Outside production
 * builds (the development server, the tests) every answer is also checked against its schema.
 */
export function defineRoute<T extends z.ZodType, A extends z.ZodType = z.ZodUnknown, Admitted = unknown>(
  route: ApiRoute<T, A, Admitted>,
): AnyRoute {
  const { handle: typed, ...description } = route;
  const { answer } = route;
  // The platform puts in `admitted` only what this route's own `admit` answered.
  const handle = (context: RequestContext, input: z.output<T>) =>
    typed({ ...(context as RequestContext<Admitted>), input });
  return {
    ...description,
    accept: (raw, locale, prefix) => {
      const parsed = parseInput(route.input, raw, locale);
      if (!parsed.success) throw new ApiError('VALIDATION_ERROR', { fields: issuesOf(parsed.error, locale, prefix) });
      const input = parsed.data;
      if (!answer || !import.meta.env.DEV) return (context) => handle(context, input);
      return async (context) => checkAnswer(route, answer, await handle(context, input));
    },
  };
}

/** An area's calls, in the order OpenAPI lists them. */
export const defineRoutes = (...routes: AnyRoute[]): readonly AnyRoute[] => routes;

/** The signed-in caller of an `auth: 'user'` route (the platform has already refused anyone else). */
export function signedIn(context: { signedIn: SignedIn | undefined }): SignedIn {
  if (!context.signedIn) throw new Error('route declared without auth: "user"');
  return context.signedIn;
}
