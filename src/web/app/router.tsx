import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { AuthSuccessPage } from '../features/auth/pages/auth-success-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { GuestOnly, RequireAuth } from '../features/auth/components/route-guards';
import { HomePage } from '../features/home/pages/home-page';
import { NotFoundPage } from '../features/not-found/pages/not-found-page';
import { RouteError } from './route-error';
import { AppShell } from './shell/app-shell';

/** Route-level code splitting: each lazy page is its own chunk. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
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
    path: 'users',
    lazy: page(
      () => import('../features/user/pages/users-page'),
      (m) => m.UsersPage,
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

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: 'register',
        element: (
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        ),
      },
      {
        path: 'forgot-password',
        element: (
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        ),
      },
      {
        path: 'reset-password/:token',
        element: (
          <GuestOnly>
            <ResetPasswordPage />
          </GuestOnly>
        ),
      },
      { path: 'auth/success', element: <AuthSuccessPage /> },
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
          () => import('../features/content/pages/order-preparing-page'),
          (m) => m.OrderPreparingPage,
        ),
      },
      {
        path: 'dashboard',
        lazy: async () => {
          const { DashboardLayout } =
            await import('../features/dashboard/components/dashboard-layout');
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
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
