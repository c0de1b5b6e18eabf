import type { z } from 'zod';

/**
 * An endpoint's contract: its method and path, what it takes (path params, query, body) and what it answers, as zod
 * schemas. One object per endpoint, kept in its feature's `<feature>.contract.ts`. The server mounts it
 * (`ContractRouter.mount`: input checked, the handler's answer typed by it), the browser apps call it
 * (`call('POST /api/services', {body})` in web/src/lib/api-client.ts, typed by it) and docs/api.md is rendered from
 * it. This module imports nothing but zod's types: contracts are safe to bundle into the browser.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 204, no body. */
export interface NoContent {
  readonly kind: 'no-content';
}

/** An answer that is no JSON of ours (a CSV, an image, a calendar file, a page, an event stream): the handler writes it itself. */
export interface FileAnswer {
  readonly kind: 'file';
  /** Its content type, for the reference. */
  readonly type: string;
}

/** A browser navigation answered with a redirect: the handler calls `ctx.redirect` itself. */
export interface RedirectAnswer {
  readonly kind: 'redirect';
  /** Where it leads, in words, for the reference. */
  readonly to: string;
}

/** A multipart form (an upload), read by its route's own middleware rather than parsed as JSON. */
export interface Multipart {
  readonly kind: 'multipart';
  readonly files: readonly string[];
}

export type Answer = z.ZodType | NoContent | FileAnswer | RedirectAnswer;

export interface Contract {
  readonly method: Method;
  /** Koa's pattern: `/api/bookings/:id`. */
  readonly path: string;
  /** One line for the reference, where the schemas do not say it all. */
  readonly summary?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | Multipart;
  readonly response: Answer;
  /** The success status of a JSON answer: 200 unless said (201 for creates, 202 for work queued). */
  readonly status?: 200 | 201 | 202;
  /** A paged list: the answer is one page, `X-Total-Count` the whole list's length. */
  readonly paged?: true;
  /**
   * A payment system's or Telegram's own protocol (Payme JSON-RPC, Click's form, a Bot API update): the handler reads
   * the body and answers errors in that protocol's envelope, so nothing is refused with the API's 400 before it. The
   * body schema documents the envelope.
   */
  readonly protocol?: string;
  /** Answered for every method (Payme answers anything but POST with its own error). */
  readonly anyMethod?: true;
}

/** Declares one endpoint; `const` keeps its method and path as literal types for the typed client. */
export function endpoint<const C extends Contract>(contract: C): C {
  return contract;
}

export const noContent: NoContent = { kind: 'no-content' };

export function file(type: string): FileAnswer {
  return { kind: 'file', type };
}

export function redirect(to: string): RedirectAnswer {
  return { kind: 'redirect', to };
}

export function multipart(...files: string[]): Multipart {
  return { kind: 'multipart', files };
}

export function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** `'/api/payment/sandbox/:orderId/:action'` -> `'orderId' | 'action'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type HasKeys<T> = [keyof T] extends [never] ? false : true;

/** The route key of a contract as the typed client names it: `'GET /api/services'`. */
export type RouteOf<C extends Contract> = `${C['method']} ${C['path']}`;

// What the server's handler receives and returns (timestamps as Date).
export type ServerParams<C extends Contract> = C extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : { [K in ParamNames<C['path']>]: string };
export type ServerQuery<C extends Contract> = C extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type ServerBody<C extends Contract> = C extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export interface ServerInput<C extends Contract> {
  params: ServerParams<C>;
  query: ServerQuery<C>;
  body: ServerBody<C>;
}
export type ServerAnswer<C extends Contract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : // biome-ignore lint/suspicious/noConfusingVoidType: the handler of a 204, or of an answer it writes itself, returns nothing
    void;

// What a browser sends and reads (timestamps as ISO strings, as JSON carries them).
type ClientParams<C extends Contract> = C extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : { [K in ParamNames<C['path']>]: string | number };
/** Nothing to send: an input whose every field is optional may be left out. */
export type Empty = Record<string, never>;
type Part<Name extends string, T> = Empty extends T ? { [K in Name]?: T } : { [K in Name]: T };
type Flat<T> = { [K in keyof T]: T[K] } & {};

export type ClientInput<C extends Contract> = Flat<
  (HasKeys<ClientParams<C>> extends true ? { params: ClientParams<C> } : unknown) &
    (C extends { query: infer Q extends z.ZodType } ? Part<'query', z.input<Q>> : unknown) &
    (C extends { body: infer B } ? (B extends z.ZodType ? Part<'body', z.input<B>> : { body: FormData }) : unknown)
>;
export type ClientAnswer<C extends Contract> = C['response'] extends z.ZodType ? z.input<C['response']> : undefined;
