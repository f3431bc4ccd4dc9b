import { DASHBOARD_SCREENS, MORE_PATHS, PAGE_TITLES } from '#shared/site/site-paths';

import type { AppRoute } from './app-route';
import { guestOnly, signedIn } from './gates';
import { route, under } from './route';
import { screenRoute } from './screen-routes';

/*
 * Every page outside the storefront's core (core-routes.tsx): put under the shell's route, next
 * to the core's pages, once a path needs them (app-routes.tsx). One line per page: README.md.
 */

/** The dashboard's frame (its menu), for a signed-in person: /dashboard's screens and /support. */
const dashboardLayout = () =>
  import('../dashboard/dashboard-layout').then((m) => m.DashboardLayout);

/**
 * The dashboard's screens: one route per line of DASHBOARD_SCREENS under /dashboard, made from
 * the line (its path, its page, its roles' gate: screen-routes.ts), then the frame's not-found.
 */
const dashboardScreens: AppRoute[] = [
  ...Object.values(DASHBOARD_SCREENS)
    .filter((screen) => screen.path.startsWith(MORE_PATHS.dashboard.path))
    .map(screenRoute),
  route({
    path: '*',
    page: () => import('../dashboard/dashboard-not-found').then((m) => m.DashboardNotFound),
    title: PAGE_TITLES.notFound.title,
  }),
];

/** Children of the shell's route, next to the core pages of core-routes.tsx. */
export const moreRoutes: AppRoute[] = under('/', [
  route({
    path: MORE_PATHS.login.path,
    title: PAGE_TITLES.login.title,
    page: () => import('../../features/auth/pages/login-page').then((m) => m.LoginPage),
    gate: guestOnly,
  }),
  route({
    path: MORE_PATHS.signInLink.path,
    title: PAGE_TITLES.signInLink.title,
    page: () => import('../../features/auth/pages/sign-in-link-page').then((m) => m.SignInLinkPage),
  }),
  route({
    path: MORE_PATHS.register.path,
    title: PAGE_TITLES.register.title,
    page: () => import('../../features/auth/pages/register-page').then((m) => m.RegisterPage),
    gate: guestOnly,
  }),
  route({
    path: MORE_PATHS.forgotPassword.path,
    title: PAGE_TITLES.forgotPassword.title,
    page: () =>
      import('../../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
    gate: guestOnly,
  }),
  route({
    path: MORE_PATHS.resetPassword.path,
    title: PAGE_TITLES.resetPassword.title,
    page: () =>
      import('../../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
    gate: guestOnly,
  }),
  route({
    path: MORE_PATHS.merchantSignup.path,
    title: PAGE_TITLES.merchantSignup.title,
    page: () =>
      import('../../features/merchant/pages/merchant-signup-page').then(
        (m) => m.MerchantSignupPage,
      ),
  }),
  route({
    path: MORE_PATHS.verifyEmail.path,
    title: PAGE_TITLES.verifyEmail.title,
    page: () =>
      import('../../features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
  }),
  route({
    path: MORE_PATHS.stockAlertConfirm.path,
    title: PAGE_TITLES.stockAlertConfirm.title,
    page: () =>
      import('../../features/stock-alert/pages/stock-alert-confirm-page').then(
        (m) => m.StockAlertConfirmPage,
      ),
  }),
  route({
    path: MORE_PATHS.stockAlertStop.path,
    title: PAGE_TITLES.stockAlertStop.title,
    page: () =>
      import('../../features/stock-alert/pages/stock-alert-stop-page').then(
        (m) => m.StockAlertStopPage,
      ),
  }),
  // Guest checkout (decision 0056): the pages ask to sign in while GUEST_CHECKOUT is off.
  route({
    path: MORE_PATHS.guestCheckout.path,
    title: PAGE_TITLES.guestCheckout.title,
    page: () => import('../routes/checkout/guest-checkout-page').then((m) => m.GuestCheckoutPage),
  }),
  route({
    path: MORE_PATHS.guestCheckoutSuccess.path,
    title: PAGE_TITLES.guestCheckoutSuccess.title,
    page: () =>
      import('../../features/checkout/pages/guest-checkout-success-page').then(
        (m) => m.GuestCheckoutSuccessPage,
      ),
  }),
  route({
    path: MORE_PATHS.guestOrder.path,
    title: PAGE_TITLES.guestOrder.title,
    page: () => import('../../features/order/pages/guest-order-page').then((m) => m.GuestOrderPage),
  }),
  route({
    path: MORE_PATHS.orderLookup.path,
    title: PAGE_TITLES.orderLookup.title,
    page: () =>
      import('../../features/order/pages/order-lookup-page').then((m) => m.OrderLookupPage),
  }),
  route({
    path: MORE_PATHS.authSuccess.path,
    title: PAGE_TITLES.authSuccess.title,
    page: () =>
      import('../../features/auth/pages/auth-success-page').then((m) => m.AuthSuccessPage),
  }),
  route({
    path: MORE_PATHS.contact.path,
    title: PAGE_TITLES.contact.title,
    page: () => import('../../features/contact/pages/contact-page').then((m) => m.ContactPage),
  }),
  route({
    path: MORE_PATHS.sell.path,
    title: PAGE_TITLES.sell.title,
    page: () => import('../../features/merchant/pages/sell-page').then((m) => m.SellPage),
  }),
  route({
    path: MORE_PATHS.unsubscribe.path,
    title: PAGE_TITLES.unsubscribe.title,
    page: () =>
      import('../../features/newsletter/pages/unsubscribe-page').then((m) => m.UnsubscribePage),
  }),
  route({
    path: MORE_PATHS.faq.path,
    title: PAGE_TITLES.faq.title,
    page: () => import('../../features/content/pages/faq-page').then((m) => m.FaqPage),
  }),
  route({
    path: MORE_PATHS.payment.path,
    title: PAGE_TITLES.payment.title,
    page: () => import('../../features/content/pages/payment-page').then((m) => m.PaymentPage),
  }),
  route({
    path: MORE_PATHS.return.path,
    title: PAGE_TITLES.return.title,
    page: () => import('../../features/content/pages/return-page').then((m) => m.ReturnPage),
  }),
  route({
    path: MORE_PATHS.about.path,
    title: PAGE_TITLES.about.title,
    page: () => import('../../features/content/pages/about-page').then((m) => m.AboutPage),
  }),
  route({
    path: MORE_PATHS.shipping.path,
    title: PAGE_TITLES.shipping.title,
    page: () => import('../../features/content/pages/shipping-page').then((m) => m.ShippingPage),
  }),
  route({
    path: MORE_PATHS.legal.path,
    title: PAGE_TITLES.legal.title,
    page: () => import('../../features/content/pages/legal-page').then((m) => m.LegalPage),
  }),
  route({
    path: MORE_PATHS.trackOrders.path,
    title: PAGE_TITLES.trackOrders.title,
    page: () =>
      import('../../features/content/pages/track-orders-page').then((m) => m.TrackOrdersPage),
  }),
  route({
    path: MORE_PATHS.success.path,
    title: PAGE_TITLES.success.title,
    page: () =>
      import('../../features/checkout/pages/payment-success-page').then(
        (m) => m.PaymentSuccessPage,
      ),
  }),
  route({
    path: MORE_PATHS.orderSuccess.path,
    title: PAGE_TITLES.orderSuccess.title,
    page: () =>
      import('../../features/order/pages/order-success-page').then((m) => m.OrderSuccessPage),
    gate: signedIn,
  }),
  route({
    path: MORE_PATHS.order.path,
    title: PAGE_TITLES.order.title,
    page: () => import('../routes/order/order-route-page').then((m) => m.OrderRoutePage),
    gate: signedIn,
  }),
  route({
    path: MORE_PATHS.orderReceipt.path,
    title: PAGE_TITLES.orderReceipt.title,
    page: () => import('../../features/order/pages/receipt-page').then((m) => m.ReceiptPage),
    gate: signedIn,
  }),
  route({
    path: MORE_PATHS.dashboard.path,
    page: dashboardLayout,
    gate: signedIn,
    children: dashboardScreens,
  }),
  route({
    path: MORE_PATHS.support.path,
    page: dashboardLayout,
    gate: signedIn,
    children: [screenRoute(DASHBOARD_SCREENS.support)],
  }),
]);
