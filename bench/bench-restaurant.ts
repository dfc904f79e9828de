/**
 * A restaurant for the browser benches: registered through the real API with a menu of `size`
 * dishes in eight categories (no photos), and a client that keeps its owner's session cookie.
 */
export const BENCH_CATEGORIES = [
  'Starters',
  'Soups',
  'Salads',
  'Mains',
  'Grill',
  'Pasta',
  'Desserts',
  'Drinks',
];

/** A tiny API client that keeps the owner's session cookie. */
export function apiClient(baseURL: string) {
  let cookie = '';
  async function call(method: 'GET' | 'POST', url: string, body?: unknown) {
    const res = await fetch(`${baseURL}/api/v1${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length > 0) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    return text ? JSON.parse(text) : null;
  }
  return call;
}

export type BenchApi = ReturnType<typeof apiClient>;

/** Registers and signs in a restaurant with `size` dishes; answers its signed-in client and login. */
export async function seedBenchRestaurant(
  baseURL: string,
  name: string,
  size: number,
): Promise<BenchApi & { username: string; password: string }> {
  const call = apiClient(baseURL);
  const username = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@bench.example`;
  const password = 'bench password 123';
  await call('POST', '/auth/signup', { biz_name: name, username, password });
  await call('POST', '/auth/signin', { username, password });
  const categoryIds: number[] = [];
  for (const title of BENCH_CATEGORIES)
    categoryIds.push((await call('POST', '/settings/categories/add', { title })).id);
  for (let i = 1; i <= size; i += 1) {
    await call('POST', '/menu-items/add', {
      title: `Dish number ${i} with a reasonably long name`,
      price: 5 + (i % 20) + 0.5,
      categoryId: categoryIds[i % categoryIds.length],
    });
  }
  return Object.assign(call, { username, password });
}
