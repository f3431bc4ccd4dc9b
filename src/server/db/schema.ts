// Barrel of every feature table, for Drizzle's relational queries and drizzle-kit.
export * from '../features/address/address.table';
export * from '../features/auth/auth.table';
export * from '../features/brand/brand.table';
export * from '../features/cart/cart.table';
export * from '../features/chat/chat.table';
export * from '../features/checkout/checkout.table';
export * from '../features/category/category.table';
export * from '../features/contact/contact.table';
export * from '../features/merchant/merchant.table';
export * from '../features/newsletter/newsletter.table';
export * from '../features/order/order.table';
export * from '../features/checkout/payment-event.table';
export * from '../features/product/product.table';
export * from '../features/review/review.table';
export * from '../features/user/user.table';
export * from '../features/wishlist/wishlist.table';
export * from '../http/rate-limit.table';
