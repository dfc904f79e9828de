import { CachedJson } from '../../lib/compressed-json';

/** Stores remembered at once; the least recently opened are forgotten first. */
const MAX_TENANTS = 500;

interface Entry {
  version: number;
  body: CachedJson;
}

/**
 * The POS's start-up answer (GET /pos/init), built once per store and menu version and sent from
 * memory, compressed and with an ETag (issue 27 §2). Everything in it that staff edit bumps the
 * store's menu version in the same transaction (triggers, migrations 0003, 0010 and 0019), and each
 * request brings the version it read with its session (auth.repository's USER_SESSION), before
 * anything is built: a change is seen by the very next request, on every instance.
 * What changes without a version (a counted dish's portions as orders take them) is refetched by the
 * till on opening (useAvailability).
 */
export function createPosInitCache(build: (tenantId: number) => Promise<unknown>) {
  const byTenant = new Map<number, Entry>();
  // Tills of one store opening at once after a change build the answer once.
  const building = new Map<string, Promise<Entry>>();

  function remember(tenantId: number, entry: Entry) {
    byTenant.delete(tenantId);
    byTenant.set(tenantId, entry);
    if (byTenant.size > MAX_TENANTS) {
      const oldest = byTenant.keys().next().value;
      if (oldest !== undefined) byTenant.delete(oldest);
    }
  }

  return {
    /** The answer at `version`, the store's menu version read before this call. */
    async get(tenantId: number, version: number): Promise<CachedJson> {
      const known = byTenant.get(tenantId);
      if (known?.version === version) {
        remember(tenantId, known);
        return known.body;
      }
      const key = `${tenantId}:${version}`;
      let pending = building.get(key);
      if (!pending) {
        // Read after the version: the rows are at least as new as it, so a bump in between only
        // makes the next request build again.
        pending = build(tenantId).then((init) => ({ version, body: CachedJson.of(init) }));
        building.set(key, pending);
        pending
          .then((entry) => {
            const current = byTenant.get(tenantId);
            if (!current || current.version <= entry.version) remember(tenantId, entry);
          })
          .catch(() => {})
          .finally(() => building.delete(key));
      }
      return (await pending).body;
    },
  };
}
