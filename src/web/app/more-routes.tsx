import {
  childPath,
  DASHBOARD_SCREENS,
  MORE_PATHS,
  type DashboardScreen,
} from '#shared/site/site-paths';

import { GuestOnly, RequireAuth } from '../features/auth/components/route-guards';
import type { AppRoute } from './app-route';
import { lazyPage, page } from './lazy-page';

/*
 * The routes outside the storefront's core (STOREFRONT_PATHS, router.tsx): put under the shell's
 * route, next to the core's pages, once a path needs them (app-routes.tsx).
 */

/** A lazy page drawn inside `Guard` (which comes with this table). */
function guardedPage<M>(
  Guard: React.ComponentType<{ children: React.ReactNode }>,
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
) {
  return lazyPage(async () => {
    const Page = pick(await load());
    return function GuardedPage() {
      return (
        <Guard>
          <Page />
        </Guard>
      );
    };
  });
}

/**
 * A lazy page for guests only (login, sign-up, forgot and reset password): their forms bring
 * zod and react-hook-form, which the storefront's first load does without.
 */
function guestPage<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return guardedPage(GuestOnly, load, pick);
}

/** A lazy page for a signed-in person (an order, the dashboard's frame). */
function signedInPage<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return guardedPage(RequireAuth, load, pick);
}

const dashboardLayout = signedInPage(
  () => import('./dashboard/dashboard-layout'),
  (m) => m.DashboardLayout,
);

/** A dashboard screen's lazy page behind the role gate of its entry in the screens table. */
function gatedPage<M>(
  entry: DashboardScreen,
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
) {
  return lazyPage(async () => {
    // The gate comes with the screen's code, not in this table's.
    const [{ RoleGate }, module] = await Promise.all([import('./dashboard/role-gate'), load()]);
    const Page = pick(module);
    return function ScreenPage() {
      return (
        <RoleGate screen={entry}>
          <Page />
        </RoleGate>
      );
    };
  });
}

/** The route of a dashboard screen under the dashboard's. */
function screenRoute<M>(
  entry: DashboardScreen,
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
): AppRoute {
  const screen = gatedPage(entry, load, pick);
  const path = childPath(MORE_PATHS.dashboard.path, entry.path);
  return path ? { path, ...screen } : { index: true, ...screen };
}

const dashboardRoutes: AppRoute[] = [
  screenRoute(
    DASHBOARD_SCREENS.account,
    () => import('../features/user/pages/account-details-page'),
    (m) => m.AccountDetailsPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.security,
    () => import('../features/auth/pages/account-security-page'),
    (m) => m.AccountSecurityPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.address,
    () => import('../features/address/pages/address-list-page'),
    (m) => m.AddressListPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.addressAdd,
    () => import('../features/address/pages/address-add-page'),
    (m) => m.AddressAddPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.addressEdit,
    () => import('../features/address/pages/address-edit-page'),
    (m) => m.AddressEditPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.product,
    () => import('../features/product/pages/product-list-page'),
    (m) => m.ProductListPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.productAdd,
    () => import('../features/product/pages/product-add-page'),
    (m) => m.ProductAddPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.productEdit,
    () => import('../features/product/pages/product-edit-page'),
    (m) => m.ProductEditPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.users,
    () => import('../features/user/pages/users-page'),
    (m) => m.UsersPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.merchant,
    () => import('../features/merchant/pages/merchants-page'),
    (m) => m.MerchantsPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.merchantAdd,
    () => import('../features/merchant/pages/merchant-add-page'),
    (m) => m.MerchantAddPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.review,
    () => import('../features/review/pages/reviews-page'),
    (m) => m.ReviewsPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.wishlist,
    () => import('../features/wishlist/pages/wishlist-page'),
    (m) => m.WishlistPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.category,
    () => import('../features/category/pages/category-list-page'),
    (m) => m.CategoryListPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.categoryAdd,
    () => import('../features/category/pages/category-add-page'),
    (m) => m.CategoryAddPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.categoryEdit,
    () => import('../features/category/pages/category-edit-page'),
    (m) => m.CategoryEditPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.brand,
    () => import('../features/brand/pages/brand-list-page'),
    (m) => m.BrandListPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.brandAdd,
    () => import('../features/brand/pages/brand-add-page'),
    (m) => m.BrandAddPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.brandEdit,
    () => import('../features/brand/pages/brand-edit-page'),
    (m) => m.BrandEditPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.orders,
    () => import('../features/order/pages/orders-page'),
    (m) => m.OrdersPage,
  ),
  screenRoute(
    DASHBOARD_SCREENS.customerOrders,
    () => import('../features/order/pages/customer-orders-page'),
    (m) => m.CustomerOrdersPage,
  ),
  {
    path: '*',
    ...page(
      () => import('./dashboard/dashboard-not-found'),
      (m) => m.DashboardNotFound,
    ),
  },
];

/** Children of the shell's route, next to the core pages of router.tsx. */
export const moreRoutes: AppRoute[] = [
  {
    path: childPath('/', MORE_PATHS.login.path),
    ...guestPage(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.signInLink.path),
    ...page(
      () => import('../features/auth/pages/sign-in-link-page'),
      (m) => m.SignInLinkPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.register.path),
    ...guestPage(
      () => import('../features/auth/pages/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.forgotPassword.path),
    ...guestPage(
      () => import('../features/auth/pages/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.resetPassword.path),
    ...guestPage(
      () => import('../features/auth/pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.merchantSignup.path),
    ...page(
      () => import('../features/merchant/pages/merchant-signup-page'),
      (m) => m.MerchantSignupPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.verifyEmail.path),
    ...page(
      () => import('../features/auth/pages/verify-email-page'),
      (m) => m.VerifyEmailPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.authSuccess.path),
    ...page(
      () => import('../features/auth/pages/auth-success-page'),
      (m) => m.AuthSuccessPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.contact.path),
    ...page(
      () => import('../features/contact/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.sell.path),
    ...page(
      () => import('../features/merchant/pages/sell-page'),
      (m) => m.SellPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.unsubscribe.path),
    ...page(
      () => import('../features/newsletter/pages/unsubscribe-page'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.faq.path),
    ...page(
      () => import('../features/content/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.payment.path),
    ...page(
      () => import('../features/content/pages/payment-page'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.return.path),
    ...page(
      () => import('../features/content/pages/return-page'),
      (m) => m.ReturnPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.about.path),
    ...page(
      () => import('../features/content/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.shipping.path),
    ...page(
      () => import('../features/content/pages/shipping-page'),
      (m) => m.ShippingPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.legal.path),
    ...page(
      () => import('../features/content/pages/legal-page'),
      (m) => m.LegalPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.trackOrders.path),
    ...page(
      () => import('../features/content/pages/track-orders-page'),
      (m) => m.TrackOrdersPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.success.path),
    ...page(
      () => import('../features/checkout/pages/payment-success-page'),
      (m) => m.PaymentSuccessPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.orderSuccess.path),
    ...signedInPage(
      () => import('../features/order/pages/order-success-page'),
      (m) => m.OrderSuccessPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.order.path),
    ...signedInPage(
      () => import('../features/order/pages/order-page'),
      (m) => m.OrderPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.dashboard.path),
    ...dashboardLayout,
    children: dashboardRoutes,
  },
  {
    path: childPath('/', MORE_PATHS.support.path),
    ...dashboardLayout,
    children: [
      {
        index: true,
        ...gatedPage(
          DASHBOARD_SCREENS.support,
          () => import('../features/chat/pages/support-page'),
          (m) => m.SupportPage,
        ),
      },
    ],
  },
];
