/** Calls to the Mini App's own endpoints, each carrying `Authorization: tma <initData>`. */
export class MiniApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

let initDataRaw = '';

export function setInitData(raw: string): void {
  initDataRaw = raw;
}

export function tmaHeader(): Record<string, string> {
  return { Authorization: `tma ${initDataRaw}` };
}

export async function tmaApi<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...tmaHeader(),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new MiniApiError('Tizim xatoligi', 0);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = (body ?? {}) as { message?: string; code?: string };
    throw new MiniApiError(error.message ?? `${response.status} ${response.statusText}`, response.status, error.code);
  }
  return body as T;
}
