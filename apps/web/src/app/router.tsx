import { canAccessArea } from '@mise/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  type DOMRouterOpts,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { LoadingState } from '../components/ui/states';
import { posInitQuery } from '../features/pos/api/pos-init-api';
import { dropStartPicture, isPosAddress } from '../features/pos/start-picture/start-picture';
import { registerNavigator } from '../lib/navigation';
import { getSessionUser, sessionMarker } from '../lib/session';
import { ErrorPage, NotFoundRoute } from './error-page';
import { RequireSuperadminSession, RequireTenantSession } from './guards';
import { SettingsLayout } from './layouts/settings-layout';
import { queryClient } from './providers';

/** Loads a page's code when its route is first visited (each feature is its own chunk). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

// Layouts load with the first screen that needs them, so the landing page and the diner menu stay light.
const loadDashboardLayout = () => import('./layouts/dashboard-layout');

/** The till's code, and its menu asked for at the same time rather than once the screen has drawn. */
function loadPosPage() {
  // Only by whom the screen is for: a refused call would count towards signing out.
  const user = getSessionUser();
  if (sessionMarker() === 'user' && user && canAccessArea(user, 'pos'))
    void queryClient.prefetchQuery(posInitQuery());
  return import('../features/pos/pos-page');
}

// Opened at a dashboard address (a till starting up), the layout's code and the page's are asked for
// at once, not one after the other as the router reaches each level (issue 27 §1).
if (window.location.pathname.startsWith('/dashboard/')) {
  void loadDashboardLayout().catch(() => undefined);
  if (isPosAddress(window.location.pathname)) void loadPosPage().catch(() => undefined);
}
const SuperadminLayout = lazy(async () => ({
  default: (await import('../features/superadmin/superadmin-layout')).SuperadminLayout,
}));

const posRoute: RouteObject = {
  path: 'pos',
  lazy: page(loadPosPage, (m) => m.PosPage),
};

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../features/dashboard/dashboard-home-page'),
      (m) => m.DashboardHomePage,
    ),
  },
  {
    path: 'home',
    lazy: page(
      () => import('../features/dashboard/dashboard-home-page'),
      (m) => m.DashboardHomePage,
    ),
  },
  posRoute,
  {
    path: 'orders',
    lazy: page(
      () => import('../features/orders/orders-page'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'floor',
    lazy: page(
      () => import('../features/floor/floor-page'),
      (m) => m.FloorPage,
    ),
  },
  {
    path: 'kitchen',
    lazy: page(
      () => import('../features/kitchen/kitchen-page'),
      (m) => m.KitchenPage,
    ),
  },
  {
    path: 'reservation',
    lazy: page(
      () => import('../features/reservations/reservations-page'),
      (m) => m.ReservationsPage,
    ),
  },
  {
    path: 'customers',
    lazy: page(
      () => import('../features/customers/customers-page'),
      (m) => m.CustomersPage,
    ),
  },
  {
    path: 'invoices',
    lazy: page(
      () => import('../features/invoices/invoices-page'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: 'users',
    lazy: page(
      () => import('../features/users/users-page'),
      (m) => m.UsersPage,
    ),
  },
  {
    path: 'reports',
    lazy: page(
      () => import('../features/reports/reports-page'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: 'reports/end-of-day',
    lazy: page(
      () => import('../features/end-of-day/end-of-day-page'),
      (m) => m.EndOfDayPage,
    ),
  },
  {
    path: 'inventory',
    lazy: page(
      () => import('../features/inventory/inventory-page'),
      (m) => m.InventoryPage,
    ),
  },
  {
    path: 'inventory/report',
    lazy: page(
      () => import('../features/inventory/inventory-report-page'),
      (m) => m.InventoryReportPage,
    ),
  },
  {
    path: 'inventory/:id',
    lazy: page(
      () => import('../features/inventory/ingredient-page'),
      (m) => m.IngredientPage,
    ),
  },
  {
    path: 'cash-drawer',
    lazy: page(
      () => import('../features/shifts/cash-drawer-page'),
      (m) => m.CashDrawerPage,
    ),
  },
  {
    path: 'audit-log',
    lazy: page(
      () => import('../features/audit/audit-log-page'),
      (m) => m.AuditLogPage,
    ),
  },
  {
    path: 'devices',
    lazy: page(
      () => import('../features/devices/devices-page'),
      (m) => m.DevicesPage,
    ),
  },
  {
    path: 'profile',
    lazy: page(
      () => import('../features/profile/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'contact-support',
    lazy: page(
      () => import('../features/support/contact-support-page'),
      (m) => m.ContactSupportPage,
    ),
  },
  {
    path: 'settings',
    element: <SettingsLayout />,
    children: [
      {
        index: true,
        lazy: page(
          () => import('../features/settings/store-details-page'),
          (m) => m.StoreDetailsPage,
        ),
      },
      {
        path: 'print-settings',
        lazy: page(
          () => import('../features/settings/print-settings-page'),
          (m) => m.PrintSettingsPage,
        ),
      },
      {
        path: 'tables',
        lazy: page(
          () => import('../features/settings/tables-page'),
          (m) => m.TablesPage,
        ),
      },
      {
        path: 'floor-plan',
        lazy: page(
          () => import('../features/floor/floor-plan-page'),
          (m) => m.FloorPlanPage,
        ),
      },
      {
        path: 'tax-setup',
        lazy: page(
          () => import('../features/settings/tax-setup-page'),
          (m) => m.TaxSetupPage,
        ),
      },
      {
        path: 'payment-types',
        lazy: page(
          () => import('../features/settings/payment-types-page'),
          (m) => m.PaymentTypesPage,
        ),
      },
      {
        path: 'checkout',
        lazy: page(
          () => import('../features/payments/checkout-settings-page'),
          (m) => m.CheckoutSettingsPage,
        ),
      },
      {
        path: 'discount-reasons',
        lazy: page(
          () => import('../features/discounts/discount-reasons-page'),
          (m) => m.DiscountReasonsPage,
        ),
      },
      {
        path: 'stations',
        lazy: page(
          () => import('../features/stations/stations-page'),
          (m) => m.StationsPage,
        ),
      },
      {
        path: 'printers',
        lazy: page(
          () => import('../features/printing/printers-page'),
          (m) => m.PrintersPage,
        ),
      },
      {
        path: 'displays',
        lazy: page(
          () => import('../features/token-board/displays-settings-page'),
          (m) => m.DisplaysSettingsPage,
        ),
      },
      {
        path: 'your-data',
        lazy: page(
          () => import('../features/store-data/store-data-page'),
          (m) => m.StoreDataPage,
        ),
      },
      {
        path: 'menu-items',
        lazy: page(
          () => import('../features/menu-items/menu-items-page'),
          (m) => m.MenuItemsPage,
        ),
      },
      {
        path: 'menu-items/categories',
        lazy: page(
          () => import('../features/settings/categories-page'),
          (m) => m.CategoriesPage,
        ),
      },
      {
        path: 'menu-items/:id',
        lazy: page(
          () => import('../features/menu-items/menu-item-detail-page'),
          (m) => m.MenuItemDetailPage,
        ),
      },
    ],
  },
];

const superadminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../features/superadmin/superadmin-home-page'),
      (m) => m.SuperadminHomePage,
    ),
  },
  {
    path: 'home',
    lazy: page(
      () => import('../features/superadmin/superadmin-home-page'),
      (m) => m.SuperadminHomePage,
    ),
  },
  {
    path: 'tenants',
    lazy: page(
      () => import('../features/superadmin/tenants-page'),
      (m) => m.TenantsPage,
    ),
  },
  {
    path: 'tenants/:id/subscription-history',
    lazy: page(
      () => import('../features/superadmin/tenant-history-page'),
      (m) => m.TenantHistoryPage,
    ),
  },
  {
    path: 'reports',
    lazy: page(
      () => import('../features/superadmin/superadmin-reports-page'),
      (m) => m.SuperadminReportsPage,
    ),
  },
  {
    path: 'contact-support',
    lazy: page(
      () => import('../features/superadmin/superadmin-support-page'),
      (m) => m.SuperadminSupportPage,
    ),
  },
];

/**
 * What shows while the first page's code loads: nothing drawn by the app (the till's start picture,
 * if one is up, stays). Said explicitly: without it the router warns in the console on every start.
 */
function NothingWhileStarting() {
  return null;
}

const dashboardRoute: NonIndexRouteObject = {
  id: 'dashboard',
  path: '/dashboard',
  lazy: page(loadDashboardLayout, (m) => () => (
    <RequireTenantSession>
      <m.DashboardLayout />
    </RequireTenantSession>
  )),
  children: dashboardRoutes,
};

const notFoundRoute: RouteObject = { path: '*', Component: NotFoundRoute };

const rootRoute: NonIndexRouteObject = {
  id: 'root',
  errorElement: <ErrorPage />,
  HydrateFallback: NothingWhileStarting,
  children: [
    {
      path: '/',
      lazy: page(
        () => import('../features/landing/landing-page'),
        (m) => m.LandingPage,
      ),
    },
    {
      path: '/login',
      lazy: page(
        () => import('../features/auth/login-page'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: '/register',
      lazy: page(
        () => import('../features/auth/register-page'),
        (m) => m.RegisterPage,
      ),
    },
    {
      path: '/forgot-password',
      lazy: page(
        () => import('../features/auth/forgot-password-page'),
        (m) => m.ForgotPasswordPage,
      ),
    },
    {
      path: '/reset-password',
      lazy: page(
        () => import('../features/auth/reset-password-page'),
        (m) => m.ResetPasswordPage,
      ),
    },
    {
      path: '/superadmin',
      lazy: page(
        () => import('../features/auth/superadmin-login-page'),
        (m) => m.SuperadminLoginPage,
      ),
    },
    {
      path: '/superadmin/login',
      lazy: page(
        () => import('../features/auth/superadmin-login-page'),
        (m) => m.SuperadminLoginPage,
      ),
    },
    {
      path: '/two-factor-setup',
      lazy: page(
        () => import('../features/two-factor/two-factor-setup-page'),
        (m) => () => (
          <RequireTenantSession>
            <m.TwoFactorSetupPage />
          </RequireTenantSession>
        ),
      ),
    },
    {
      path: '/superadmin/two-factor-setup',
      lazy: page(
        () => import('../features/two-factor/two-factor-setup-page'),
        (m) => () => (
          <RequireSuperadminSession>
            <m.OperatorTwoFactorSetupPage />
          </RequireSuperadminSession>
        ),
      ),
    },
    {
      path: '/no-access',
      lazy: page(
        () => import('../features/access/no-access-page'),
        (m) => m.NoAccessPage,
      ),
    },
    {
      path: '/success',
      lazy: page(
        () => import('../features/billing/subscription-success-page'),
        (m) => m.SubscriptionSuccessPage,
      ),
    },
    {
      path: '/cancelled-payment',
      lazy: page(
        () => import('../features/billing/cancelled-payment-page'),
        (m) => m.CancelledPaymentPage,
      ),
    },
    {
      path: '/dashboard/inactive-subscription',
      lazy: page(
        () => import('../features/billing/inactive-subscription-page'),
        (m) => m.InactiveSubscriptionPage,
      ),
    },
    {
      path: '/print-receipt',
      lazy: page(
        () => import('../features/print/print-receipt-page'),
        (m) => m.PrintReceiptPage,
      ),
    },
    {
      path: '/print-end-of-day',
      lazy: page(
        () => import('../features/end-of-day/print-end-of-day-page'),
        (m) => m.PrintEndOfDayPage,
      ),
    },
    {
      path: '/print-shift',
      lazy: page(
        () => import('../features/shifts/print-shift-page'),
        (m) => m.PrintShiftPage,
      ),
    },
    {
      path: '/print-token',
      lazy: page(
        () => import('../features/print/print-token-page'),
        (m) => m.PrintTokenPage,
      ),
    },
    {
      // The dining room's TV: opened by its signed link, without a staff login.
      path: '/board/:link',
      lazy: page(
        () => import('../features/token-board/token-board-page'),
        (m) => m.TokenBoardPage,
      ),
    },
    {
      // A guest's receipt: opened by its signed link (a QR code or an e-mail), without a login.
      path: '/receipt/:link',
      lazy: page(
        () => import('../features/receipt-links/guest-receipt-page'),
        (m) => m.GuestReceiptPage,
      ),
    },
    {
      path: '/customer-display',
      lazy: page(
        () => import('../features/customer-display/customer-display-page'),
        (m) => () => (
          <RequireTenantSession>
            <m.CustomerDisplayPage />
          </RequireTenantSession>
        ),
      ),
    },
    {
      // The diner pages route themselves (their own bundle, menu.html, in production).
      path: '/m/*',
      lazy: page(
        () => import('../features/qrmenu/qr-app'),
        (m) => m.QrApp,
      ),
    },
    dashboardRoute,
    {
      path: '/superadmin/dashboard',
      element: (
        <RequireSuperadminSession>
          <Suspense fallback={<LoadingState />}>
            <SuperadminLayout />
          </Suspense>
        </RequireSuperadminSession>
      ),
      children: superadminRoutes,
    },
    notFoundRoute,
  ],
};

/**
 * A till started at its POS is given only the routes that lead there (and the not-found page) and
 * learns the rest at its first navigation away: React Router ranks and compiles every route it is
 * given before the first render, some 50 ms of a till's cold start at 4× CPU slowdown for the
 * app's sixty-odd (issue 27 §1). Started anywhere else, the router has them all from the start.
 */
function tillStartRoutes(): [RouteObject[], DOMRouterOpts] {
  let learnt = false;
  return [
    [{ ...rootRoute, children: [{ ...dashboardRoute, children: [posRoute] }, notFoundRoute] }],
    {
      // Until then any address but the POS falls to the not-found route (or to none), which has the
      // router ask here first; once all are in, it finds what it always found.
      patchRoutesOnNavigation({ patch }) {
        if (learnt) return;
        learnt = true;
        const shown = [dashboardRoute, notFoundRoute];
        patch(
          'root',
          (rootRoute.children ?? []).filter((route) => !shown.includes(route)),
        );
        patch(
          'dashboard',
          dashboardRoutes.filter((route) => route !== posRoute),
        );
      },
    },
  ];
}

/**
 * The app's router, made when the app starts rather than as its module loads: it matches the address
 * and starts the page's code and data at once, work of its own after the modules' (app-main.tsx).
 */
export function createAppRouter() {
  const router = isPosAddress(window.location.pathname)
    ? createBrowserRouter(...tillStartRoutes())
    : createBrowserRouter([rootRoute]);
  registerNavigator((to, options) => router.navigate(to, options));
  // The till's start picture is only ever of the live POS screen: leaving it, or an error, takes it off.
  router.subscribe((state) => {
    if (!isPosAddress(state.location.pathname) || state.errors) dropStartPicture();
  });
  return router;
}
