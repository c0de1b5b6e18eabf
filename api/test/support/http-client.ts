export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch with a cookie jar and the app's own Origin, like the browser app. */
export class HttpClient {
  private cookies = new Map<string, string>();

  /** Each client looks like its own device on its own address (the test app trusts X-Forwarded-For). */
  readonly ip = `10.${rand()}.${rand()}.${rand()}`;

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const init: RequestInit = {
      method,
      redirect: 'manual',
      headers: {
        origin: this.baseUrl,
        'x-forwarded-for': this.ip,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    };
    const response = await fetch(this.baseUrl + path, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (value.join('=') === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body ?? {}, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }
}

function rand(): number {
  return Math.floor(Math.random() * 250) + 1;
}
