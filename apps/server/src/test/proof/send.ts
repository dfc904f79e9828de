import type { ApiRouteRecord } from '../../plugins/auth';
import type { TestClient, TestResponse } from '../http-client';
import { buildUrl, multipartBody, type Req } from './route-cases';

/** Sends one catalogue request for a registered route through a client (its cookies, its address). */
export function send(client: TestClient, route: ApiRouteRecord, req: Req): Promise<TestResponse> {
  const url = buildUrl(route.url, req);
  if (req.multipart) {
    const { payload, headers } = multipartBody(req.multipart);
    return client.request(route.method as 'POST', url, payload, headers);
  }
  if (req.body === undefined) return client.request(route.method as 'GET', url);
  if (typeof req.body === 'string' || Buffer.isBuffer(req.body)) {
    return client.request(route.method as 'POST', url, req.body, { 'content-type': 'application/json' });
  }
  return client.request(route.method as 'POST', url, req.body);
}

/** The answer as text, for searching it for another tenant's marker word. */
export function answerText(response: TestResponse): string {
  return typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
}

/** Routes in a stable order: reads first, then changes, deletions last (they remove fixtures). */
export function orderedRoutes(routes: readonly ApiRouteRecord[]): ApiRouteRecord[] {
  const rank = (r: ApiRouteRecord) => (r.method === 'GET' ? 0 : r.method === 'DELETE' ? 2 : 1);
  return [...routes].sort((x, y) => rank(x) - rank(y) || x.url.localeCompare(y.url));
}
