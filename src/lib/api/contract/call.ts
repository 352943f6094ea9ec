import type { z } from 'astro/zod';

/**
 * One call of /apiCore/v1 as both sides know it (decision 0101): its method and path, the schema of
 * what it takes (a POST's envelope `data`, a GET's or an upload's query) and of the `data` it answers
 * on SUCCESS. The server's route is typed against `answer`, the browser's client derives its input
 * and answer types from it, and the OpenAPI document describes both.
 */
export interface Call<Input extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Below /apiCore/v1, e.g. `/booking/hold`. */
  path: string;
  input: Input;
  answer: Answer;
}

/**
 * Keeps a call's own types for the client and the route: its schemas' (not the widened `z.ZodType`),
 * and its method and path as literals, which the client's `CallRoute` spells.
 */
export const defineCall = <const C extends Call>(call: C): C => call;

/**
 * How the browser names a call, `POST /booking/hold`: the client takes it with the call's type alone
 * (`api.call<typeof bookingCalls.hold>('POST /booking/hold', …)`), so an island imports no schema and
 * no zod at run time, and a route that is not the call's fails the type check.
 */
export type CallRoute<C extends Call> = `${C['method']} ${C['path']}`;

/** What the caller sends: the input schema's input side (before defaults and coercion). */
export type InputOf<C extends Call> = z.input<C['input']>;
/** What the caller reads: the answer's `data` as it arrives. */
export type AnswerOf<C extends Call> = z.output<C['answer']>;
