import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../app-instance';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/**
 * A browser-like client over app.inject: it keeps the cookies the server sets (a cookie jar per
 * client), so each client is one signed-in device.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: AppInstance,
    readonly ip = '127.0.0.1',
  ) {}

  async request<T = any>(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const response = await this.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api/v1${url}`,
      remoteAddress: this.ip,
      headers: {
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now()) || !cookie.value;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let parsed: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('application/json')) parsed = response.json();
    return { status: response.statusCode, body: parsed as T, headers: response.headers };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body, headers);
  }
  put<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', url, body, headers);
  }
  patch<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', url, body, headers);
  }
  delete<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', url, undefined, headers);
  }
}

let counter = 0;
/** A unique e-mail per call, so tests never collide on the global username index. */
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export interface SignedInTenant {
  client: TestClient;
  username: string;
  password: string;
  tenantId: number;
}

/** Registers a business and signs its owner in. */
export async function registerTenant(app: AppInstance, bizName = 'Test Bistro'): Promise<SignedInTenant> {
  const username = uniqueEmail();
  const password = 'correct horse battery';
  const client = new TestClient(app);
  const signup = await client.post('/auth/signup', { biz_name: bizName, username, password });
  if (signup.status !== 200)
    throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const signin = await client.post('/auth/signin', { username, password });
  if (signin.status !== 200)
    throw new Error(`signin failed: ${signin.status} ${JSON.stringify(signin.body)}`);
  return { client, username, password, tenantId: signin.body.user.tenantId };
}

/** Signs an existing user in on a new device (a new client with its own cookies). */
export async function signIn(app: AppInstance, username: string, password: string): Promise<TestClient> {
  const client = new TestClient(app);
  const res = await client.post('/auth/signin', { username, password });
  if (res.status !== 200) throw new Error(`signin failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----mise${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
