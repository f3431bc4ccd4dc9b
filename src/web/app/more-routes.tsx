import type { RouteObject } from 'react-router';

import {
  childPath,
  DASHBOARD_SCREENS,
  MORE_PATHS,
  type DashboardScreen,
} from '#shared/site/site-paths';

import { GuestOnly, RequireAuth } from '../features/auth/components/route-guards';
import { page } from './lazy-page';

/*
 * The routes outside the storefront's core (STOREFRONT_PATHS, router.tsx): patched into the
 * shell's route the first time one of their paths is visited.
 */

/**
 * A lazy page for guests only (login, sign-up, forgot and reset password): their forms bring
 * zod and react-hook-form, which the storefront's first load does without.
 */
function guestPage<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => {
    const Page = pick(await load());
    return {
      element: (
        <GuestOnly>
          <Page />
        </GuestOnly>
      ),
    };
  };
}

/**
 * The route of a dashboard screen under the dashboard's: its lazy page behind the role gate of
 * its entry in the screens table.
 */
function screenRoute<M>(
  entry: DashboardScreen,
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
): RouteObject {
  const lazy = async () => {
    // The gate comes with the screen's code, not in this table's.
    const [{ RoleGate }, module] = await Promise.all([import('./dashboard/role-gate'), load()]);
    const Page = pick(module);
    return {
      element: (
        <RoleGate screen={entry}>
          <Page />
        </RoleGate>
      ),
    };
  };
  const path = childPath(MORE_PATHS.dashboard.path, entry.path);
  return path ? { path, lazy } : { index: true, lazy };
}

const dashboardRoutes: RouteObject[] = [
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
    lazy: page(
      () => import('./dashboard/dashboard-not-found'),
      (m) => m.DashboardNotFound,
    ),
  },
];

/** Children of the shell's route, next to the core pages of router.tsx. */
export const moreRoutes: RouteObject[] = [
  {
    path: childPath('/', MORE_PATHS.login.path),
    lazy: guestPage(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.register.path),
    lazy: guestPage(
      () => import('../features/auth/pages/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.forgotPassword.path),
    lazy: guestPage(
      () => import('../features/auth/pages/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.resetPassword.path),
    lazy: guestPage(
      () => import('../features/auth/pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.merchantSignup.path),
    lazy: page(
      () => import('../features/merchant/pages/merchant-signup-page'),
      (m) => m.MerchantSignupPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.authSuccess.path),
    lazy: page(
      () => import('../features/auth/pages/auth-success-page'),
      (m) => m.AuthSuccessPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.contact.path),
    lazy: page(
      () => import('../features/contact/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.sell.path),
    lazy: page(
      () => import('../features/merchant/pages/sell-page'),
      (m) => m.SellPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.unsubscribe.path),
    lazy: page(
      () => import('../features/newsletter/pages/unsubscribe-page'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.faq.path),
    lazy: page(
      () => import('../features/content/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.payment.path),
    lazy: page(
      () => import('../features/content/pages/payment-page'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.return.path),
    lazy: page(
      () => import('../features/content/pages/return-page'),
      (m) => m.ReturnPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.about.path),
    lazy: page(
      () => import('../features/content/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.shipping.path),
    lazy: page(
      () => import('../features/content/pages/shipping-page'),
      (m) => m.ShippingPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.legal.path),
    lazy: page(
      () => import('../features/content/pages/legal-page'),
      (m) => m.LegalPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.trackOrders.path),
    lazy: page(
      () => import('../features/content/pages/track-orders-page'),
      (m) => m.TrackOrdersPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.success.path),
    lazy: page(
      () => import('../features/checkout/pages/payment-success-page'),
      (m) => m.PaymentSuccessPage,
    ),
  },
  {
    path: childPath('/', MORE_PATHS.orderSuccess.path),
    lazy: async () => {
      const { OrderSuccessPage } = await import('../features/order/pages/order-success-page');
      return {
        element: (
          <RequireAuth>
            <OrderSuccessPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: childPath('/', MORE_PATHS.order.path),
    lazy: async () => {
      const { OrderPage } = await import('../features/order/pages/order-page');
      return {
        element: (
          <RequireAuth>
            <OrderPage />
          </RequireAuth>
        ),
      };
    },
  },
  {
    path: childPath('/', MORE_PATHS.dashboard.path),
    lazy: async () => {
      const { DashboardLayout } = await import('./dashboard/dashboard-layout');
      return {
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
      };
    },
    children: dashboardRoutes,
  },
  {
    path: childPath('/', MORE_PATHS.support.path),
    lazy: async () => {
      const { DashboardLayout } = await import('./dashboard/dashboard-layout');
      return {
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
      };
    },
    children: [
      {
        index: true,
        lazy: async () => {
          const [{ RoleGate }, { SupportPage }] = await Promise.all([
            import('./dashboard/role-gate'),
            import('../features/chat/pages/support-page'),
          ]);
          return {
            element: (
              <RoleGate screen={DASHBOARD_SCREENS.support}>
                <SupportPage />
              </RoleGate>
            ),
          };
        },
      },
    ],
  },
];
