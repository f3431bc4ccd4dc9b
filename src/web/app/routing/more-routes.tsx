import { DASHBOARD_SCREENS, MORE_PATHS } from '#shared/site/site-paths';

import type { AppRoute } from './app-route';
import { guestOnly, screenGate, signedIn } from './gates';
import { route, under } from './route';

/*
 * Every page outside the storefront's core (core-routes.tsx): put under the shell's route, next
 * to the core's pages, once a path needs them (app-routes.tsx). One line per page: README.md.
 */

/** The dashboard's frame (its menu), for a signed-in person: /dashboard's screens and /support. */
const dashboardLayout = () =>
  import('../dashboard/dashboard-layout').then((m) => m.DashboardLayout);

/** The dashboard's screens, each behind the role gate of its entry in DASHBOARD_SCREENS. */
const dashboardScreens: AppRoute[] = [
  route({
    path: DASHBOARD_SCREENS.account.path,
    page: () =>
      import('../../features/user/pages/account-details-page').then((m) => m.AccountDetailsPage),
    gate: screenGate(DASHBOARD_SCREENS.account),
  }),
  route({
    path: DASHBOARD_SCREENS.security.path,
    page: () =>
      import('../../features/auth/pages/account-security-page').then((m) => m.AccountSecurityPage),
    gate: screenGate(DASHBOARD_SCREENS.security),
  }),
  route({
    path: DASHBOARD_SCREENS.address.path,
    page: () =>
      import('../../features/address/pages/address-list-page').then((m) => m.AddressListPage),
    gate: screenGate(DASHBOARD_SCREENS.address),
  }),
  route({
    path: DASHBOARD_SCREENS.addressAdd.path,
    page: () =>
      import('../../features/address/pages/address-add-page').then((m) => m.AddressAddPage),
    gate: screenGate(DASHBOARD_SCREENS.addressAdd),
  }),
  route({
    path: DASHBOARD_SCREENS.addressEdit.path,
    page: () =>
      import('../../features/address/pages/address-edit-page').then((m) => m.AddressEditPage),
    gate: screenGate(DASHBOARD_SCREENS.addressEdit),
  }),
  route({
    path: DASHBOARD_SCREENS.product.path,
    page: () =>
      import('../../features/product/pages/product-list-page').then((m) => m.ProductListPage),
    gate: screenGate(DASHBOARD_SCREENS.product),
  }),
  route({
    path: DASHBOARD_SCREENS.productAdd.path,
    page: () =>
      import('../../features/product/pages/product-add-page').then((m) => m.ProductAddPage),
    gate: screenGate(DASHBOARD_SCREENS.productAdd),
  }),
  route({
    path: DASHBOARD_SCREENS.productEdit.path,
    page: () =>
      import('../../features/product/pages/product-edit-page').then((m) => m.ProductEditPage),
    gate: screenGate(DASHBOARD_SCREENS.productEdit),
  }),
  route({
    path: DASHBOARD_SCREENS.users.path,
    page: () => import('../../features/user/pages/users-page').then((m) => m.UsersPage),
    gate: screenGate(DASHBOARD_SCREENS.users),
  }),
  route({
    path: DASHBOARD_SCREENS.merchant.path,
    page: () => import('../../features/merchant/pages/merchants-page').then((m) => m.MerchantsPage),
    gate: screenGate(DASHBOARD_SCREENS.merchant),
  }),
  route({
    path: DASHBOARD_SCREENS.merchantAdd.path,
    page: () =>
      import('../../features/merchant/pages/merchant-add-page').then((m) => m.MerchantAddPage),
    gate: screenGate(DASHBOARD_SCREENS.merchantAdd),
  }),
  route({
    path: DASHBOARD_SCREENS.review.path,
    page: () => import('../../features/review/pages/reviews-page').then((m) => m.ReviewsPage),
    gate: screenGate(DASHBOARD_SCREENS.review),
  }),
  route({
    path: DASHBOARD_SCREENS.wishlist.path,
    page: () => import('../../features/wishlist/pages/wishlist-page').then((m) => m.WishlistPage),
    gate: screenGate(DASHBOARD_SCREENS.wishlist),
  }),
  route({
    path: DASHBOARD_SCREENS.category.path,
    page: () =>
      import('../../features/category/pages/category-list-page').then((m) => m.CategoryListPage),
    gate: screenGate(DASHBOARD_SCREENS.category),
  }),
  route({
    path: DASHBOARD_SCREENS.categoryAdd.path,
    page: () =>
      import('../../features/category/pages/category-add-page').then((m) => m.CategoryAddPage),
    gate: screenGate(DASHBOARD_SCREENS.categoryAdd),
  }),
  route({
    path: DASHBOARD_SCREENS.categoryEdit.path,
    page: () =>
      import('../../features/category/pages/category-edit-page').then((m) => m.CategoryEditPage),
    gate: screenGate(DASHBOARD_SCREENS.categoryEdit),
  }),
  route({
    path: DASHBOARD_SCREENS.brand.path,
    page: () => import('../../features/brand/pages/brand-list-page').then((m) => m.BrandListPage),
    gate: screenGate(DASHBOARD_SCREENS.brand),
  }),
  route({
    path: DASHBOARD_SCREENS.brandAdd.path,
    page: () => import('../../features/brand/pages/brand-add-page').then((m) => m.BrandAddPage),
    gate: screenGate(DASHBOARD_SCREENS.brandAdd),
  }),
  route({
    path: DASHBOARD_SCREENS.brandEdit.path,
    page: () => import('../../features/brand/pages/brand-edit-page').then((m) => m.BrandEditPage),
    gate: screenGate(DASHBOARD_SCREENS.brandEdit),
  }),
  route({
    path: DASHBOARD_SCREENS.orders.path,
    page: () => import('../../features/order/pages/orders-page').then((m) => m.OrdersPage),
    gate: screenGate(DASHBOARD_SCREENS.orders),
  }),
  route({
    path: DASHBOARD_SCREENS.customerOrders.path,
    page: () =>
      import('../../features/order/pages/customer-orders-page').then((m) => m.CustomerOrdersPage),
    gate: screenGate(DASHBOARD_SCREENS.customerOrders),
  }),
  route({
    path: DASHBOARD_SCREENS.returns.path,
    page: () => import('../../features/return/pages/returns-page').then((m) => m.ReturnsPage),
    gate: screenGate(DASHBOARD_SCREENS.returns),
  }),
  route({
    path: '*',
    page: () => import('../dashboard/dashboard-not-found').then((m) => m.DashboardNotFound),
  }),
];

/** Children of the shell's route, next to the core pages of core-routes.tsx. */
export const moreRoutes: AppRoute[] = under('/', [
  route({
    path: MORE_PATHS.login.path,
    page: () => import('../../features/auth/pages/login-page').then((m) => m.LoginPage),
    gate: guestOnly,
  }),
  route({
    path: MORE_PATHS.signInLink.path,
    page: () => import('../../features/auth/pages/sign-in-link-page').then((m) => m.SignInLinkPage),
  }),
  route({
    path: MORE_PATHS.register.path,
    page: () => import('../../features/auth/pages/register-page').then((m) => m.RegisterPage),
    gate: guestOnly,
  }),
  route({
    path: MORE_PATHS.forgotPassword.path,
    page: () =>
      import('../../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
    gate: guestOnly,
  }),
  route({
    path: MORE_PATHS.resetPassword.path,
    page: () =>
      import('../../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
    gate: guestOnly,
  }),
  route({
    path: MORE_PATHS.merchantSignup.path,
    page: () =>
      import('../../features/merchant/pages/merchant-signup-page').then(
        (m) => m.MerchantSignupPage,
      ),
  }),
  route({
    path: MORE_PATHS.verifyEmail.path,
    page: () =>
      import('../../features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
  }),
  route({
    path: MORE_PATHS.authSuccess.path,
    page: () =>
      import('../../features/auth/pages/auth-success-page').then((m) => m.AuthSuccessPage),
  }),
  route({
    path: MORE_PATHS.contact.path,
    page: () => import('../../features/contact/pages/contact-page').then((m) => m.ContactPage),
  }),
  route({
    path: MORE_PATHS.sell.path,
    page: () => import('../../features/merchant/pages/sell-page').then((m) => m.SellPage),
  }),
  route({
    path: MORE_PATHS.unsubscribe.path,
    page: () =>
      import('../../features/newsletter/pages/unsubscribe-page').then((m) => m.UnsubscribePage),
  }),
  route({
    path: MORE_PATHS.faq.path,
    page: () => import('../../features/content/pages/faq-page').then((m) => m.FaqPage),
  }),
  route({
    path: MORE_PATHS.payment.path,
    page: () => import('../../features/content/pages/payment-page').then((m) => m.PaymentPage),
  }),
  route({
    path: MORE_PATHS.return.path,
    page: () => import('../../features/content/pages/return-page').then((m) => m.ReturnPage),
  }),
  route({
    path: MORE_PATHS.about.path,
    page: () => import('../../features/content/pages/about-page').then((m) => m.AboutPage),
  }),
  route({
    path: MORE_PATHS.shipping.path,
    page: () => import('../../features/content/pages/shipping-page').then((m) => m.ShippingPage),
  }),
  route({
    path: MORE_PATHS.legal.path,
    page: () => import('../../features/content/pages/legal-page').then((m) => m.LegalPage),
  }),
  route({
    path: MORE_PATHS.trackOrders.path,
    page: () =>
      import('../../features/content/pages/track-orders-page').then((m) => m.TrackOrdersPage),
  }),
  route({
    path: MORE_PATHS.success.path,
    page: () =>
      import('../../features/checkout/pages/payment-success-page').then(
        (m) => m.PaymentSuccessPage,
      ),
  }),
  route({
    path: MORE_PATHS.orderSuccess.path,
    page: () =>
      import('../../features/order/pages/order-success-page').then((m) => m.OrderSuccessPage),
    gate: signedIn,
  }),
  route({
    path: MORE_PATHS.order.path,
    page: () => import('../routes/order/order-route-page').then((m) => m.OrderRoutePage),
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
    children: [
      route({
        path: DASHBOARD_SCREENS.support.path,
        page: () => import('../../features/chat/pages/support-page').then((m) => m.SupportPage),
        gate: screenGate(DASHBOARD_SCREENS.support),
      }),
    ],
  }),
]);
