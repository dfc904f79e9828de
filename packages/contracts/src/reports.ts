import type { TReservation } from './reservations';

/** The dashboard home (spec 1, Dashboard home) and the reports screen (spec 2 sections 2.6 and 3). */

export interface TStoreTopSellingItem {
  item_id: number | null;
  title: string;
  /** The item's current base price (major units); the highest unit price sold for a deleted item. */
  price: number;
  /** Quantity sold in the period (what the list is sorted by). */
  orders_count: number;
}

export interface TDashboard {
  reservations: TReservation[];
  topSellingItems: TStoreTopSellingItem[];
  ordersCount: number;
  newCustomerCount: number;
  repeatedCustomerCount: number;
  /** ISO 4217 code; the screen shows its symbol. */
  currency: string;
  /** The store's local date "today" means. */
  today: string;
}

export interface TRevenueDay {
  /** YYYY-MM-DD, the store's local day. */
  date: string;
  /** Invoiced total of the day, major units. */
  total: number;
}

export interface TPaymentTypeTotal {
  /** '' for payments taken without a type. */
  payment_type: string;
  count: number;
  amount: number;
  tips: number;
}

export interface TStaffTips {
  user_id: number | null;
  name: string;
  tips: number;
}

export interface TReport {
  /** Orders placed in the period, cancelled ones left out. */
  ordersCount: number;
  newCustomers: number;
  /** Customers ordering in the period who had ordered before (earlier, or twice in it). */
  repeatedCustomers: number;
  currency: string;
  /** Revenue total per invoice (a paid bill) in the period. */
  averageOrderValue: number;
  totalCustomers: number;
  /** Sums of the period's invoices: the same figures the invoices list shows. */
  netRevenue: number;
  /** Sales before discounts and comps, tax left out: grossSales − discounts − comps = netRevenue. */
  grossSales: number;
  discountsTotal: number;
  /** What comped lines on the period's bills would have sold for, and how many there were. */
  compsTotal: number;
  compsCount: number;
  /** Lines voided in the period (never sold): what they would have sold for, and how many. */
  voidsTotal: number;
  voidsCount: number;
  /** The house's service charges on the period's bills, tax left out: net + service charge + tax = revenue. */
  serviceChargeTotal: number;
  taxTotal: number;
  revenueTotal: number;
  invoicesCount: number;
  topSellingItems: TStoreTopSellingItem[];
  revenueByDay: TRevenueDay[];
  /** Money taken in the period per payment type (parts of bills still open included). */
  paymentsByType: TPaymentTypeTotal[];
  /** Tips of the period: for the staff, never part of revenue. */
  tipsTotal: number;
  tipsByStaff: TStaffTips[];
  /** Refunds given in the period, whatever day their invoice was paid. */
  refundsTotal: number;
  refundsCount: number;
  from: string;
  to: string;
}
