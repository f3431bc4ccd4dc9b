import { STORE_NAME, type Role } from '#shared/common/constants';
import { MEASUREMENTS_SCREEN_PATH } from '#shared/product/made-to-measure';

import {
  pathMatcher,
  STOREFRONT_PATHS,
  STOREFRONT_TITLES,
  type SitePath,
} from './storefront-paths';

export {
  childPath,
  pathMatcher,
  STOREFRONT_PATHS,
  STOREFRONT_QUERY_KEYS,
  STOREFRONT_TITLES,
  type SitePath,
} from './storefront-paths';

/*
 * The one table of the web's paths (its storefront part in storefront-paths.ts): the router,
 * the dashboard's role gate and menu, the page titles the server writes into the HTML and the
 * sitemap all read it. It lists only pages that exist; a path absent here is a 404 everywhere.
 */

/** Every other page: routed by the web's app/routing/more-routes.tsx, whose table is fetched when first needed. */
export const MORE_PATHS = {
  about: { path: '/about', inSitemap: true, isServerRendered: true },
  faq: { path: '/faq', inSitemap: true, isServerRendered: true },
  payment: { path: '/payment', inSitemap: true, isServerRendered: true },
  return: { path: '/return', inSitemap: true, isServerRendered: true },
  shipping: { path: '/shipping', inSitemap: true, isServerRendered: true },
  legal: { path: '/legal', inSitemap: true, isServerRendered: true },
  contact: { path: '/contact', inSitemap: true, isServerRendered: true },
  sell: { path: '/sell', inSitemap: true, isServerRendered: true },
  trackOrders: { path: '/track-orders', isServerRendered: true },
  unsubscribe: { path: '/unsubscribe' },
  success: { path: '/success' },
  login: { path: '/login' },
  signInLink: { path: '/login/link/:token', isPrivate: true },
  register: { path: '/register' },
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password/:token', isPrivate: true },
  merchantSignup: { path: '/merchant-signup/:token', isPrivate: true },
  verifyEmail: { path: '/verify-email/:token', isPrivate: true },
  /** A guest's back-in-stock alert is confirmed from its mailed link (decision 0040). */
  stockAlertConfirm: { path: '/stock-alert/confirm/:token', isPrivate: true },
  /** Stops every back-in-stock mail to the address of the link, without signing in. */
  stockAlertStop: { path: '/stock-alert/stop/:token', isPrivate: true },
  authSuccess: { path: '/auth/success' },
  orderSuccess: { path: '/order/success/:id', isPrivate: true },
  /** Guest checkout (decision 0056, only with GUEST_CHECKOUT): pay without an account. */
  guestCheckout: { path: '/checkout/guest' },
  /** A guest's return from the payment page. */
  guestCheckoutSuccess: { path: '/checkout/guest/success', isPrivate: true },
  /** A guest's order, from the link in its confirmation mail (token in the path). */
  guestOrder: { path: '/order/guest/:token', isPrivate: true },
  /** A guest's order by its number and the email it was bought with. */
  orderLookup: { path: '/order/lookup', isPrivate: true },
  order: { path: '/order/:id', isPrivate: true },
  /** The shopper's printable receipt of one order. */
  orderReceipt: { path: '/order/:id/receipt', isPrivate: true },
  dashboard: { path: '/dashboard', isSection: true, isPrivate: true },
  support: { path: '/support' },
} as const satisfies Record<string, SitePath>;

const BROWSER_ONLY_PATHS = Object.values(MORE_PATHS as Record<string, SitePath>)
  .filter((entry) => !entry.isServerRendered)
  .map(pathMatcher);

/**
 * Whether the server draws the page in its HTML: the storefront, the content pages and any path
 * no page has (the not-found page, with its 404). Account, dashboard and checkout pages are
 * drawn in the browser (they are the signed-in shopper's own).
 */
export function isServerRenderedPath(path: string): boolean {
  return !BROWSER_ONLY_PATHS.some((matcher) => matcher.test(path));
}

export type PageKey = keyof typeof STOREFRONT_PATHS | keyof typeof MORE_PATHS;

export const SITE_PATHS: Record<PageKey, SitePath> = { ...STOREFRONT_PATHS, ...MORE_PATHS };

export interface PageTitle {
  title: string;
  description?: string;
  noindex?: boolean;
}

/**
 * The pages whose title is not fixed: a product's, a brand's or a category's name (their pages
 * write it from their data, the server from the same data), and the dashboard, whose screens
 * each have their own (DASHBOARD_SCREENS' `title`).
 */
export const DATA_TITLED_PAGES = ['shopCategory', 'shopBrand', 'product', 'dashboard'] as const;

/**
 * Every other page's title, defined here once: the server writes it into the page's head and
 * the page's route sets it in the browser (web app/routing), so a page drawn there after
 * sign-in says what it is. A page without one does not compile.
 */
export const PAGE_TITLES: Record<
  Exclude<PageKey, (typeof DATA_TITLED_PAGES)[number]>,
  PageTitle
> = {
  home: { title: STOREFRONT_TITLES.home },
  shop: {
    title: `Shop all | ${STORE_NAME}`,
    description: 'Every agbada, suit, native set and ready-to-wear piece in the house.',
  },
  brands: { title: STOREFRONT_TITLES.brands },
  contact: { title: `Contact Us | ${STORE_NAME}` },
  sell: { title: `Sell With Us | ${STORE_NAME}` },
  faq: { title: `Frequently Asked Questions | ${STORE_NAME}` },
  payment: { title: `Payment Options | ${STORE_NAME}` },
  return: { title: `Return & Exchanges | ${STORE_NAME}` },
  about: { title: `About | ${STORE_NAME}` },
  shipping: { title: `Shipping | ${STORE_NAME}` },
  legal: { title: `Privacy Policy | ${STORE_NAME}` },
  trackOrders: { title: `Track Orders | ${STORE_NAME}` },
  unsubscribe: { title: `Email Unsubscribe | ${STORE_NAME}`, noindex: true },
  success: { title: `Thank you | ${STORE_NAME}`, noindex: true },
  login: { title: `Login | ${STORE_NAME}`, noindex: true },
  signInLink: { title: `Sign in | ${STORE_NAME}`, noindex: true },
  register: { title: `Sign Up | ${STORE_NAME}`, noindex: true },
  forgotPassword: { title: `Forgot Password | ${STORE_NAME}`, noindex: true },
  resetPassword: { title: `Reset Password | ${STORE_NAME}`, noindex: true },
  merchantSignup: { title: `Complete Sign Up | ${STORE_NAME}`, noindex: true },
  verifyEmail: { title: `Confirm your email | ${STORE_NAME}`, noindex: true },
  stockAlertConfirm: { title: `Back-in-stock alert | ${STORE_NAME}`, noindex: true },
  stockAlertStop: { title: `Stop back-in-stock emails | ${STORE_NAME}`, noindex: true },
  authSuccess: { title: `Signing in | ${STORE_NAME}`, noindex: true },
  support: { title: `Support | ${STORE_NAME}`, noindex: true },
  orderSuccess: { title: `Order placed | ${STORE_NAME}`, noindex: true },
  guestCheckout: { title: `Checkout as guest | ${STORE_NAME}`, noindex: true },
  guestCheckoutSuccess: { title: `Thank you | ${STORE_NAME}`, noindex: true },
  guestOrder: { title: `Your order | ${STORE_NAME}`, noindex: true },
  orderLookup: { title: `Find your order | ${STORE_NAME}`, noindex: true },
  order: { title: `Order Details | ${STORE_NAME}`, noindex: true },
  orderReceipt: { title: `Receipt | ${STORE_NAME}`, noindex: true },
  notFound: { title: STOREFRONT_TITLES.notFound, noindex: true },
};

const ALL: readonly Role[] = ['ROLE ADMIN', 'ROLE MERCHANT', 'ROLE MEMBER'];
const ADMIN: readonly Role[] = ['ROLE ADMIN'];
const SELLERS: readonly Role[] = ['ROLE ADMIN', 'ROLE MERCHANT'];

/** A page's file in the web app: `<feature>/<name>-page` (see `DashboardScreen.page`). */
export type ScreenPage = `${string}/${string}-page`;

export interface DashboardScreen {
  path: string;
  /**
   * Its name: the browser's title (`screenTitle`) and, on a phone, the dashboard menu's button
   * while the screen is open. Every screen has one (decision 0055).
   */
  title: string;
  /**
   * Its page: `order/orders-page` is src/web/features/order/pages/orders-page.tsx and the
   * component it exports, `OrdersPage`. The dashboard's route is made from this line: a new
   * screen is its page and this line (src/web/app/routing/README.md).
   */
  page: ScreenPage;
  /** Its entry in the dashboard menu; the screens opened from another screen have none. */
  menuLabel?: string;
  /** Who may open it: a merchant without a merchant record counts as a member. */
  roles: readonly Role[];
  /** Only for accounts that sign in with email and password. */
  isEmailOnly?: boolean;
  /** A merchant opens it only with a merchant record (as SELLERS and the rule above say). */
  needsMerchantRecord?: boolean;
}

/** The dashboard's screens (under MORE_PATHS.dashboard but Support); the menu is in dashboard spec section 6's order. */
export const DASHBOARD_SCREENS = {
  /** How the shop is doing: the home of admins and merchants (decision 0043). */
  overview: {
    title: 'Overview',
    path: '/dashboard/overview',
    page: 'overview/overview-page',
    menuLabel: 'Overview',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  account: {
    title: 'Account Details',
    path: '/dashboard',
    page: 'user/account-details-page',
    menuLabel: 'Account Details',
    roles: ALL,
  },
  security: {
    title: 'Account Security',
    path: '/dashboard/security',
    page: 'auth/account-security-page',
    // Every account: "Sign out everywhere" is there for all; the password part for email ones.
    menuLabel: 'Account Security',
    roles: ALL,
  },
  address: {
    title: 'Address',
    path: '/dashboard/address',
    page: 'address/address-list-page',
    menuLabel: 'Address',
    roles: ALL,
  },
  addressAdd: {
    title: 'Add Address',
    path: '/dashboard/address/add',
    page: 'address/address-add-page',
    roles: ALL,
  },
  /** The member's measurements, for made-to-measure orders (decision 0042). */
  measurements: {
    title: 'Measurements',
    path: MEASUREMENTS_SCREEN_PATH,
    page: 'user/measurements-page',
    menuLabel: 'Measurements',
    roles: ALL,
  },
  addressEdit: {
    title: 'Edit Address',
    path: '/dashboard/address/edit/:id',
    page: 'address/address-edit-page',
    roles: ALL,
  },
  product: {
    title: 'Products',
    path: '/dashboard/product',
    page: 'product/product-list-page',
    menuLabel: 'Products',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  productAdd: {
    title: 'Add Product',
    path: '/dashboard/product/add',
    page: 'product/product-add-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  productEdit: {
    title: 'Edit Product',
    path: '/dashboard/product/edit/:id',
    page: 'product/product-edit-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  // Opened from the products screen (decision 0039).
  productLowStock: {
    title: 'Low Stock',
    path: '/dashboard/product/low-stock',
    page: 'product/low-stock-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  // Opened from the products screen (decision 0047).
  productImport: {
    title: 'Import Products',
    path: '/dashboard/product/import',
    page: 'product/product-import-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  category: {
    title: 'Categories',
    path: '/dashboard/category',
    page: 'category/category-list-page',
    menuLabel: 'Categories',
    roles: ADMIN,
  },
  categoryAdd: {
    title: 'Add Category',
    path: '/dashboard/category/add',
    page: 'category/category-add-page',
    roles: ADMIN,
  },
  categoryEdit: {
    title: 'Edit Category',
    path: '/dashboard/category/edit/:id',
    page: 'category/category-edit-page',
    roles: ADMIN,
  },
  brand: {
    title: 'Brand',
    path: '/dashboard/brand',
    page: 'brand/brand-list-page',
    menuLabel: 'Brand',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  brandAdd: {
    title: 'Add Brand',
    path: '/dashboard/brand/add',
    page: 'brand/brand-add-page',
    roles: ADMIN,
  },
  brandEdit: {
    title: 'Edit Brand',
    path: '/dashboard/brand/edit/:id',
    page: 'brand/brand-edit-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  users: {
    title: 'Users',
    path: '/dashboard/users',
    page: 'user/users-page',
    menuLabel: 'Users',
    roles: ADMIN,
  },
  merchant: {
    title: 'Merchants',
    path: '/dashboard/merchant',
    page: 'merchant/merchants-page',
    menuLabel: 'Merchants',
    roles: ADMIN,
  },
  merchantAdd: {
    title: 'Add Merchant',
    path: '/dashboard/merchant/add',
    page: 'merchant/merchant-add-page',
    roles: ADMIN,
  },
  orders: {
    title: 'Orders',
    path: '/dashboard/orders',
    page: 'order/orders-page',
    menuLabel: 'Orders',
    roles: ALL,
  },
  /** Every customer's orders for an admin; for a merchant, the orders holding its brand's items. */
  customerOrders: {
    title: 'Customer Orders',
    path: '/dashboard/orders/customers',
    page: 'order/customer-orders-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  review: {
    title: 'Reviews',
    path: '/dashboard/review',
    page: 'review/reviews-page',
    menuLabel: 'Reviews',
    roles: ADMIN,
  },
  wishlist: {
    title: 'WishList',
    path: '/dashboard/wishlist',
    page: 'wishlist/wishlist-page',
    menuLabel: 'WishList',
    roles: ALL,
  },
  /** The sizes the member asked to be told about (decision 0040). */
  stockAlerts: {
    title: 'Stock Alerts',
    path: '/dashboard/stock-alerts',
    page: 'stock-alert/stock-alerts-page',
    menuLabel: 'Stock Alerts',
    roles: ALL,
  },
  /** A printable packing slip of one order: a merchant's items of it (an admin's: all of it). */
  packingSlip: {
    title: 'Packing Slip',
    path: '/dashboard/orders/:id/packing-slip',
    page: 'order/packing-slip-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  /** Size guides of brands (a merchant its own) and categories (admins): decision 0041. */
  sizeGuides: {
    title: 'Size Guides',
    path: '/dashboard/size-guide',
    page: 'size-guide/size-guides-page',
    menuLabel: 'Size Guides',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  /** The zones the store delivers to, their shipping options and rates. */
  shipping: {
    title: 'Shipping',
    path: '/dashboard/shipping',
    page: 'shipping/shipping-page',
    menuLabel: 'Shipping',
    roles: ADMIN,
  },
  /** Discount codes (decision 0054): an admin's for the store, a merchant's for its brand. */
  discounts: {
    title: 'Discounts',
    path: '/dashboard/discount',
    page: 'discount/discounts-page',
    menuLabel: 'Discounts',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  discountAdd: {
    title: 'Add Discount',
    path: '/dashboard/discount/add',
    page: 'discount/discount-add-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  discountEdit: {
    title: 'Edit Discount',
    path: '/dashboard/discount/edit/:id',
    page: 'discount/discount-edit-page',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  /** Returns of a merchant's items (every return for an admin): decide, receive, refund. */
  returns: {
    title: 'Returns',
    path: '/dashboard/returns',
    page: 'return/returns-page',
    menuLabel: 'Returns',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  /** Who did what: every admin's and merchant's write (a merchant: its own brand's), decision 0045. */
  audit: {
    title: 'Audit Log',
    path: '/dashboard/audit',
    page: 'audit/audit-log-page',
    menuLabel: 'Audit Log',
    roles: SELLERS,
    needsMerchantRecord: true,
  },
  /** The support chat: its own page outside /dashboard, in the dashboard's shell and menu. */
  support: {
    title: 'Support',
    path: MORE_PATHS.support.path,
    page: 'chat/support-page',
    menuLabel: 'Support',
    roles: ALL,
  },
} as const satisfies Record<string, DashboardScreen>;

/** The browser's title of a dashboard screen: "Address | Eko Thread". */
export function screenTitle(screen: Pick<DashboardScreen, 'title'>): string {
  return `${screen.title} | ${STORE_NAME}`;
}

/** A merchant without a merchant record gets the member's screens. */
export function effectiveRole(user: { role: Role; merchant: unknown }): Role {
  return user.role === 'ROLE MERCHANT' && !user.merchant ? 'ROLE MEMBER' : user.role;
}

/** Whether the user may open the screen (the server enforces the same on the data). */
export function canOpenScreen(
  user: { role: Role; provider: string; merchant: unknown },
  screen: DashboardScreen,
): boolean {
  return (
    screen.roles.includes(effectiveRole(user)) && (!screen.isEmailOnly || user.provider === 'Email')
  );
}

/**
 * Where the dashboard opens for this user: the first screen of DASHBOARD_SCREENS it may open (the
 * overview for admins and merchants, account details for members; decision 0043).
 */
export function homeScreenPath(user: { role: Role; provider: string; merchant: unknown }): string {
  const screens = Object.values(DASHBOARD_SCREENS) as DashboardScreen[];
  return (screens.find((screen) => canOpenScreen(user, screen)) ?? DASHBOARD_SCREENS.account).path;
}

/**
 * The history state of a navigation to /dashboard that means "the dashboard's home" (after
 * signing in): the dashboard then opens the user's home screen. A link to /dashboard without it
 * (the menu's Account Details) opens account details.
 */
export const DASHBOARD_HOME_STATE = { dashboardHome: true } as const;

export function isDashboardHomeState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'dashboardHome' in state;
}

/** The prefix of a private path: the path itself, or its part before the first parameter. */
export function privatePrefix(path: string): string {
  const param = path.indexOf('/:');
  return param === -1 ? path : path.slice(0, param + 1);
}

/**
 * A query value encoded for a link a person or a naive client reads: everything that is not
 * safe is percent-encoded, but an email's `@` stays as it is (RFC 3986 allows it in a query),
 * so `?email=name@example.com` is a valid address even to a client that never decodes.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replaceAll('%40', '@');
}

/**
 * The address of a page of the table with its `:parameters` filled in (each encoded) and an
 * optional query: the one way mails and redirects build links to the store's pages.
 */
export function pageLink(
  key: PageKey,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string>> = {},
): string {
  const path = SITE_PATHS[key].path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined) throw new Error(`No value for ${part} in ${key}.`);
      return encodeURIComponent(value);
    })
    .join('/');
  const pairs = Object.entries(query).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeQueryValue(value)}`,
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
