import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRates, storeSettings } from '../../db/schema';

/** The operator-maintained rates to US dollars. */

export async function listExchangeRates(db: Db) {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
}

export async function findExchangeRates(db: Db, currencies: string[]) {
  if (currencies.length === 0) return [];
  return db.select().from(exchangeRates).where(inArray(exchangeRates.currency, currencies));
}

export async function saveExchangeRate(db: Db, rate: { currency: string; usdPerUnit: string; asOf: string }) {
  await db
    .insert(exchangeRates)
    .values({ ...rate, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: { usdPerUnit: rate.usdPerUnit, asOf: rate.asOf, updatedAt: sql`now()` },
    });
}

export async function deleteExchangeRate(db: Db, currency: string) {
  const rows = await db
    .delete(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .returning({ currency: exchangeRates.currency });
  return rows.length === 1;
}

/** The currencies stores are set to, with how many stores use each. */
export async function listStoreCurrencies(db: Db) {
  const currency = sql<string>`upper(${storeSettings.currency})`;
  return db.select({ currency, stores: count() }).from(storeSettings).groupBy(currency).orderBy(currency);
}
