import { requestErrors } from '../config/messages.ts';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  /** Reads that treat 401 as "nobody signed in" (the current-user and subscription reads). */
  nullOn401?: boolean;
  signal?: AbortSignal;
}

interface ClientSettings {
  baseUrl: string;
  /** Extra headers per call; the Mini App sends `Authorization: tma <initData>` this way. */
  headers: () => Record<string, string>;
}

const settings: ClientSettings = { baseUrl: '', headers: () => ({}) };

export function configureApiClient(next: Partial<ClientSettings>): void {
  Object.assign(settings, next);
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${settings.baseUrl}${path}${search ? `?${search}` : ''}`;
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
async function send(path: string, options: RequestOptions): Promise<Response | null> {
  const { method = 'GET', body, query, nullOn401, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...settings.headers() };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(requestErrors.system, 0);
  }

  if (response.status === 401 && method === 'GET') {
    if (nullOn401) return null;
    throw new ApiError(requestErrors.unauthorized, 401);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

async function jsonOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    // A 200 page instead of JSON: a login wall or the SPA fallback answering for a missing endpoint.
    throw new ApiError(requestErrors.authHtml, response.status);
  }
}

/** Calls the API with the session cookie; JSON in, JSON out. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return response ? jsonOf<T>(response) : (null as T);
}

/** One page of a server-paged list: the items and the list's full length (header X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** GET of a paged list (JSON array plus X-Total-Count); without the header the page is the whole list. */
export async function apiList<T>(path: string, options: Omit<RequestOptions, 'method' | 'body' | 'nullOn401'> = {}): Promise<ListPage<T>> {
  const response = (await send(path, options)) as Response;
  const items = (await jsonOf<T[]>(response)) ?? [];
  const header = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(header) ? header : items.length };
}

/** The text to show for a failed action: the server's message when it sent one, else the action's fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
