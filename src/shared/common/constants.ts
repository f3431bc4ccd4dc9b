export const STORE_NAME = 'Eko Thread';

export const ROLES = ['ROLE ADMIN', 'ROLE MEMBER', 'ROLE MERCHANT'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_ADMIN: Role = 'ROLE ADMIN';

export const ROLE_BADGES: Record<Role, string> = {
  'ROLE ADMIN': 'Admin',
  'ROLE MERCHANT': 'Merchant',
  'ROLE MEMBER': 'Member',
};

export const PROVIDERS = ['Email', 'Google', 'Facebook'] as const;
export type Provider = (typeof PROVIDERS)[number];
/** The providers an account can sign in with besides its email and password. */
export type SocialProvider = Exclude<Provider, 'Email'>;

export const ORDER_ITEM_STATUSES = [
  'Not processed',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** The items still waiting to go out: neither shipped, delivered nor cancelled. */
export const TO_SHIP_STATUSES = [
  'Not processed',
  'Processing',
] as const satisfies readonly OrderItemStatus[];
/** The order lists' status filter for "an item in TO_SHIP_STATUSES" (the overview links to it). */
export const TO_SHIP_FILTER = 'To ship';
/** The order lists' status filter: an item in one status, or one waiting to go out. */
export const ORDER_STATUS_FILTERS = [...ORDER_ITEM_STATUSES, TO_SHIP_FILTER] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const APPROVAL_STATUSES = ['Waiting Approval', 'Approved', 'Rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const PRODUCT_SIZES = ['S', 'M', 'MT', 'L', 'XL', 'XXL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** The four brands the storefront links to, by slug. */
export const STORE_BRANDS = [
  { slug: 'agbada', name: 'Agbada' },
  { slug: 'suit', name: 'Suit' },
  { slug: 'native', name: 'Native' },
  { slug: 'ready-to-wear', name: 'Ready-to-Wear' },
] as const;

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  zipCodeMin: 5,
  addressFieldMax: 200,
  descriptionMax: 200,
  businessMin: 10,
  contactMessageMin: 10,
  contactMessageMax: 5000,
  searchMax: 100,
  dashboardSearchMin: 2,
  dashboardSearchDebounceMs: 1000,
  dashboardPageSize: 20,
  productPageSize: 10,
  cartBadgeCap: 99,
  toastMs: 1000,
  promoModalIntervalMs: 1_728_000_000,
} as const;

/** Keys the storefront keeps in localStorage (storefront spec section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  cartItems: 'cart_items',
  cartId: 'cart_id',
  cartTotal: 'cart_total',
  shippingFee: 'shippingFee',
  shippingTotal: 'shippingTotal',
  /** The discount code applied in the bag (decision 0054); the server prices it every time. */
  discountCode: 'discount_code',
  lastModalDisplayDate: 'lastModalDisplayDate',
  /** The original's key, misspelt as it was (upstream-behavior section 7), so a stored choice survives. */
  selectedSupportChat: 'selected_suport_chat',
} as const;
