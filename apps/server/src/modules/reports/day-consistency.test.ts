import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDay, ok, sums } from '../../test/generated-day';
import { createOrderTenant } from '../../test/orders-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A generated day mixing everything checkout does (orders paid at once, Pay & Complete, bills
 * paid in parts with cash, change and tips, line and order discounts, voids, comps, refunds,
 * a service charge on the bigger dine-in parties, cancelled orders, tables left open and part paid) → the day's report equals the same sums taken
 * over invoices, payments and refunds, to the cent (DOMAIN.md "Day"), and every invoice holds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cents = (major: number) => Math.round(major * 100);

describe('a generated day', () => {
  for (const seed of [7, 2026]) {
    it(`reports what the invoices, payments and refunds add up to, to the cent (seed ${seed})`, async () => {
      const a = await createOrderTenant(t.app, `Busy Day ${seed}`);
      await generateDay(t.app, a, seed);
      const report = ok(await a.client.get('/reports?type=today'), 'report').body;
      const { inv, pay, ref, broken } = await sums(t.app, a.tenantId);
      // The day really mixes everything.
      expect(inv.count).toBeGreaterThan(3);
      expect(inv.discounts).toBeGreaterThan(0);
      expect(inv.comps).toBeGreaterThan(0);
      expect(inv.charges).toBeGreaterThan(0);
      expect(report.voidsCount).toBeGreaterThan(0);
      expect(pay.tips).toBeGreaterThan(0);
      expect(pay.amount).toBeGreaterThan(pay.invoiced); // a table left part paid
      expect(ref.count).toBeGreaterThan(0);
      expect(broken).toEqual([]);
      expect(report.invoicesCount).toBe(inv.count);
      expect(cents(report.netRevenue)).toBe(inv.sub);
      expect(cents(report.taxTotal)).toBe(inv.tax);
      expect(cents(report.revenueTotal)).toBe(inv.total);
      expect(cents(report.discountsTotal)).toBe(inv.discounts);
      expect(cents(report.compsTotal)).toBe(inv.comps);
      expect(cents(report.serviceChargeTotal)).toBe(inv.charges);
      // Gross − discounts − comps = net; net + service charge + tax = what the paid bills' payments cover.
      expect(cents(report.grossSales) - cents(report.discountsTotal) - cents(report.compsTotal)).toBe(
        cents(report.netRevenue),
      );
      expect(cents(report.netRevenue) + cents(report.serviceChargeTotal) + cents(report.taxTotal)).toBe(
        pay.invoiced,
      );
      // Payments by type cover every payment of the day (open part-paid bills too), tips apart.
      const byType = report.paymentsByType as Array<{ amount: number; tips: number }>;
      expect(byType.reduce((s, r) => s + cents(r.amount), 0)).toBe(pay.amount);
      expect(byType.reduce((s, r) => s + cents(r.tips), 0)).toBe(pay.tips);
      expect(cents(report.tipsTotal)).toBe(pay.tips);
      expect(cents(report.refundsTotal)).toBe(ref.amount);
      expect(report.refundsCount).toBe(ref.count);
    });
  }
});
