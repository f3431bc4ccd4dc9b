import { Navigate, type RouteObject } from 'react-router';

import { GuestOnly, RequireAuth } from '../features/auth/components/route-guards';
import { page } from './lazy-page';

/*
 * The routes outside the storefront's core (see CORE_PATH in router.tsx): patched into the
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

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../features/user/pages/account-details-page'),
      (m) => m.AccountDetailsPage,
    ),
  },
  {
    path: 'security',
    lazy: page(
      () => import('../features/auth/pages/account-security-page'),
      (m) => m.AccountSecurityPage,
    ),
  },
  {
    path: 'address',
    lazy: page(
      () => import('../features/address/pages/address-list-page'),
      (m) => m.AddressListPage,
    ),
  },
  {
    path: 'address/add',
    lazy: page(
      () => import('../features/address/pages/address-add-page'),
      (m) => m.AddressAddPage,
    ),
  },
  {
    path: 'address/edit/:id',
    lazy: page(
      () => import('../features/address/pages/address-edit-page'),
      (m) => m.AddressEditPage,
    ),
  },
  {
    path: 'product',
    lazy: page(
      () => import('../features/product-admin/pages/product-list-page'),
      (m) => m.ProductListPage,
    ),
  },
  {
    path: 'product/add',
    lazy: page(
      () => import('../features/product-admin/pages/product-add-page'),
      (m) => m.ProductAddPage,
    ),
  },
  {
    path: 'product/edit/:id',
    lazy: page(
      () => import('../features/product-admin/pages/product-edit-page'),
      (m) => m.ProductEditPage,
    ),
  },
  {
    path: 'users',
    lazy: page(
      () => import('../features/user/pages/users-page'),
      (m) => m.UsersPage,
    ),
  },
  {
    path: 'review',
    lazy: page(
      () => import('../features/review/pages/reviews-page'),
      (m) => m.ReviewsPage,
    ),
  },
  {
    path: 'wishlist',
    lazy: page(
      () => import('../features/wishlist/pages/wishlist-page'),
      (m) => m.WishlistPage,
    ),
  },
  {
    path: 'category',
    lazy: page(
      () => import('../features/category-admin/pages/category-list-page'),
      (m) => m.CategoryListPage,
    ),
  },
  {
    path: 'category/add',
    lazy: page(
      () => import('../features/category-admin/pages/category-add-page'),
      (m) => m.CategoryAddPage,
    ),
  },
  {
    path: 'category/edit/:id',
    lazy: page(
      () => import('../features/category-admin/pages/category-edit-page'),
      (m) => m.CategoryEditPage,
    ),
  },
  {
    path: 'brand',
    lazy: page(
      () => import('../features/brand-admin/pages/brand-list-page'),
      (m) => m.BrandListPage,
    ),
  },
  {
    path: 'brand/add',
    lazy: page(
      () => import('../features/brand-admin/pages/brand-add-page'),
      (m) => m.BrandAddPage,
    ),
  },
  {
    path: 'brand/edit/:id',
    lazy: page(
      () => import('../features/brand-admin/pages/brand-edit-page'),
      (m) => m.BrandEditPage,
    ),
  },
  {
    path: 'orders',
    lazy: page(
      () => import('../features/order/pages/orders-page'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'orders/customers',
    lazy: page(
      () => import('../features/order/pages/customer-orders-page'),
      (m) => m.CustomerOrdersPage,
    ),
  },
  {
    path: '*',
    lazy: page(
      () => import('../features/dashboard/components/dashboard-not-found'),
      (m) => m.DashboardNotFound,
    ),
  },
];

/** Children of the shell's route, next to the core pages of router.tsx. */
export const moreRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: guestPage(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    lazy: guestPage(
      () => import('../features/auth/pages/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'forgot-password',
    lazy: guestPage(
      () => import('../features/auth/pages/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'reset-password/:token',
    lazy: guestPage(
      () => import('../features/auth/pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'auth/success',
    lazy: page(
      () => import('../features/auth/pages/auth-success-page'),
      (m) => m.AuthSuccessPage,
    ),
  },
  {
    path: 'contact',
    lazy: page(
      () => import('../features/contact/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: 'unsubscribe',
    lazy: page(
      () => import('../features/newsletter/pages/unsubscribe-page'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: 'faq',
    lazy: page(
      () => import('../features/content/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: 'payment',
    lazy: page(
      () => import('../features/content/pages/payment-page'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: 'return',
    lazy: page(
      () => import('../features/content/pages/return-page'),
      (m) => m.ReturnPage,
    ),
  },
  {
    path: 'about',
    lazy: page(
      () => import('../features/content/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: 'shipping',
    lazy: page(
      () => import('../features/content/pages/shipping-page'),
      (m) => m.ShippingPage,
    ),
  },
  {
    path: 'legal',
    lazy: page(
      () => import('../features/content/pages/legal-page'),
      (m) => m.LegalPage,
    ),
  },
  {
    path: 'track-orders',
    lazy: page(
      () => import('../features/content/pages/track-orders-page'),
      (m) => m.TrackOrdersPage,
    ),
  },
  {
    path: 'success',
    lazy: page(
      () => import('../features/checkout/pages/payment-success-page'),
      (m) => m.PaymentSuccessPage,
    ),
  },
  {
    path: 'order/success/:id',
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
    path: 'order/:id',
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
    path: 'dashboard',
    lazy: async () => {
      const { DashboardLayout } = await import('../features/dashboard/components/dashboard-layout');
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
    path: 'support',
    element: (
      <RequireAuth>
        <Navigate to="/contact" replace />
      </RequireAuth>
    ),
  },
];
