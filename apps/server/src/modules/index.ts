import type { AppInstance } from '../app-instance';
import appInfoRoutes from './app-info/app-info.routes';
import auditRoutes from './audit/audit.routes';
import authRoutes from './auth/auth.routes';
import availabilityRoutes from './availability/availability.routes';
import billingRoutes from './billing/billing.routes';
import coursesRoutes from './courses/courses.routes';
import csvTransferRoutes from './csv-transfer/csv-transfer.routes';
import customerDisplayRoutes from './customer-display/customer-display.routes';
import customersRoutes from './customers/customers.routes';
import dashboardRoutes from './dashboard/dashboard.routes';
import discountsRoutes from './discounts/discounts.routes';
import endOfDayRoutes from './end-of-day/end-of-day.routes';
import floorRoutes from './floor/floor.routes';
import inventoryRoutes from './inventory/inventory.routes';
import invoicesRoutes from './invoices/invoices.routes';
import kitchenRoutes from './kitchen/kitchen.routes';
import languagesRoutes from './languages/languages.routes';
import menuItemsRoutes from './menu-items/menu-items.routes';
import modifierGroupsRoutes from './modifier-groups/modifier-groups.routes';
import ordersRoutes from './orders/orders.routes';
import paymentsRoutes from './payments/payments.routes';
import posRoutes from './pos/pos.routes';
import printingRoutes from './printing/printing.routes';
import posQrOrdersRoutes from './qrmenu/pos-qrorders.routes';
import qrmenuRoutes from './qrmenu/qrmenu.routes';
import receiptLinksRoutes from './receipt-links/receipt-links.routes';
import reportsRoutes from './reports/reports.routes';
import reservationsRoutes from './reservations/reservations.routes';
import settingsRoutes from './settings/settings.routes';
import shiftsRoutes from './shifts/shifts.routes';
import startPictureRoutes from './start-picture/start-picture.routes';
import stationsRoutes from './stations/stations.routes';
import superadminRoutes from './superadmin/superadmin.routes';
import tenantArchiveRoutes from './tenant-archive/tenant-archive.routes';
import tillRoutes from './till/till.routes';
import tokenBoardRoutes from './token-board/token-board.routes';
import twoFactorRoutes from './two-factor/two-factor.routes';
import usersRoutes from './users/users.routes';
import voidsRoutes from './voids/voids.routes';

/** Every API module, mounted under /api/v1. A module's folder holds routes → service → repository. */
export const API_MODULES: ReadonlyArray<(app: AppInstance) => Promise<void>> = [
  appInfoRoutes,
  auditRoutes,
  authRoutes,
  availabilityRoutes,
  billingRoutes,
  coursesRoutes,
  csvTransferRoutes,
  customerDisplayRoutes,
  customersRoutes,
  dashboardRoutes,
  discountsRoutes,
  endOfDayRoutes,
  floorRoutes,
  inventoryRoutes,
  invoicesRoutes,
  kitchenRoutes,
  languagesRoutes,
  menuItemsRoutes,
  modifierGroupsRoutes,
  ordersRoutes,
  paymentsRoutes,
  posRoutes,
  printingRoutes,
  posQrOrdersRoutes,
  qrmenuRoutes,
  receiptLinksRoutes,
  reportsRoutes,
  reservationsRoutes,
  settingsRoutes,
  shiftsRoutes,
  startPictureRoutes,
  stationsRoutes,
  superadminRoutes,
  tenantArchiveRoutes,
  tillRoutes,
  tokenBoardRoutes,
  twoFactorRoutes,
  usersRoutes,
  voidsRoutes,
];
