// Barrel of every feature table, for Drizzle's relational queries and drizzle-kit.
export * from '../features/address/address.table';
export * from '../features/auth/auth.table';
export * from '../features/contact/contact.table';
export * from '../features/merchant/merchant.table';
export * from '../features/newsletter/newsletter.table';
export * from '../features/user/user.table';
export * from '../http/rate-limit.table';
