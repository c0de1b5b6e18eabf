import type { ClientAnswer, ClientInput, Empty, Endpoints, Route } from '@qabul/api/contracts';
import { requestErrors } from '../config/messages.ts';

/**
 * The one HTTP client of the web app and the Mini App: `call('PUT /api/services/:id', {params: {id}, body})`. The route
 * key names an endpoint's contract (`api/src/features/<feature>/<feature>.contract.ts`, through `@qabul/api/contracts`),
 * which types what the call takes (path params, query, body) and what it answers; the path is filled and encoded here.
 * Only the contracts' types reach a production bundle (the key carries the method and the path), so a page pays nothing
 * for the calls it does not make. In development and tests every answer is parsed with its contract's response schema:
 * a drift between server and client fails there, not on a client's phone.
 */

/** A failed call. `serverMessage` is the body's user-facing text, when the server sent one (spec.md section 8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage?: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An answer that does not match its contract: a bug between server and client, thrown in development and tests only. */
export class ContractDrift extends Error {
  constructor(route: string, issues: unknown) {
    super(`The answer of ${route} does not match its contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractDrift';
  }
}

export interface CallOptions {
  /** Reads that treat 401 as "nobody signed in" (the current-user and subscription reads): the answer is then null. */
  nullOn401?: boolean;
  signal?: AbortSignal;
}

/** Routes that take a multipart upload (sent by `uploadFile` in upload.ts, which reports its progress). */
export type UploadRoute = { [R in Route]: Endpoints[R] extends { body: { kind: 'multipart' } } ? R : never }[Route];

/** Routes a page calls for JSON (or nothing): downloads and redirects are links, not calls. */
export type CallableRoute = {
  [R in Route]: Endpoints[R]['response'] extends { kind: 'file' | 'redirect' } ? never : R;
}[Route];
/** Routes answering one page of a list, with the whole list's length in X-Total-Count. */
export type PagedRoute = { [R in Route]: Endpoints[R] extends { paged: true } ? R : never }[Route];

export type CallInput<R extends Route> = ClientInput<Endpoints[R]>;
export type CallAnswer<R extends Route> = ClientAnswer<Endpoints[R]>;
type Args<R extends Route, O> = Empty extends CallInput<R> ? [input?: CallInput<R>, options?: O] : [input: CallInput<R>, options?: O];
type Reply<R extends Route, O> = CallAnswer<R> | (O extends { nullOn401: true } ? null : never);

interface ClientSettings {
  baseUrl: string;
  /** Extra headers per call; the Mini App sends `Authorization: tma <initData>` this way. */
  headers: () => Record<string, string>;
}

const settings: ClientSettings = { baseUrl: '', headers: () => ({}) };

export function configureApiClient(next: Partial<ClientSettings>): void {
  Object.assign(settings, next);
}

type Values = Record<string, unknown>;

/** `'/api/bookings/:id/cancel'` with `{id}`: every `:name` filled with its value, encoded as one path segment. */
export function fillPath(path: string, params: Values = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function urlOf(path: string, query?: Values): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${settings.baseUrl}${path}${text ? `?${text}` : ''}`;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown; errors?: unknown };
    const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
    return new ApiError(
      serverMessage ?? `${response.status} ${response.statusText}`,
      response.status,
      serverMessage,
      typeof body.code === 'string' ? body.code : undefined,
      body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : undefined,
    );
  } catch {
    // A proxy or login wall answering with a page instead of JSON.
    const isHtml = /^\s*<(!doctype|html)/i.test(text);
    return new ApiError(isHtml ? requestErrors.authHtml : `${response.status}: ${text || response.statusText}`, response.status);
  }
}

/** Sends one call; a non-OK answer (other than a 401 read with `nullOn401`) becomes an ApiError. */
async function send(route: string, input: { params?: Values; query?: Values; body?: unknown }, options: CallOptions) {
  const [method = 'GET', path = ''] = route.split(' ');
  const { body } = input;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...settings.headers() };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(urlOf(fillPath(path, input.params), input.query), {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(requestErrors.system, 0);
  }

  if (response.status === 401 && method === 'GET') {
    if (options.nullOn401) return null;
    throw new ApiError(requestErrors.unauthorized, 401);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

async function answerOf(route: string, response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    // A 200 page instead of JSON: a login wall or the SPA fallback answering for a missing endpoint.
    throw new ApiError(requestErrors.authHtml, response.status);
  }
  if (import.meta.env.DEV) await checkAnswer(route, value);
  return value;
}

/** Development and tests only (the branch is dropped from production builds, and the contracts with it). */
export async function checkAnswer(route: string, value: unknown): Promise<void> {
  const { contractOf } = await import('@qabul/api/contracts');
  const response = contractOf(route)?.response;
  if (!response || !('safeParse' in response)) return;
  const parsed = response.safeParse(value);
  if (!parsed.success) throw new ContractDrift(route, parsed.error.issues);
}

/** Calls one endpoint by its route key; answers what its contract says (timestamps as ISO strings). */
export async function call<R extends CallableRoute, O extends CallOptions = CallOptions>(
  route: R,
  ...[input, options]: Args<R, O>
): Promise<Reply<R, O>> {
  const response = await send(route, (input ?? {}) as Values, options ?? {});
  return (response ? await answerOf(route, response) : null) as Reply<R, O>;
}

/** One page of a server-paged list: the items and the list's full length (header X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Calls a paged list; without the header the page is the whole list. */
export async function callPage<R extends PagedRoute>(
  route: R,
  ...[input, options]: Args<R, Omit<CallOptions, 'nullOn401'>>
): Promise<ListPage<CallAnswer<R> extends Array<infer T> ? T : never>> {
  const response = (await send(route, (input ?? {}) as Values, options ?? {})) as Response;
  const items = ((await answerOf(route, response)) ?? []) as never[];
  const header = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(header) ? header : items.length };
}

/** The text to show for a failed action: the server's message when it sent one, else the action's fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
