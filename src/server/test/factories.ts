import { eq } from 'drizzle-orm';

import type { Role } from '#shared/common/constants';

import type { Db } from '../db/client';
import { insertAddress } from '../features/address/address.repository';
import { hashPassword } from '../features/auth/password';
import type { TokenService } from '../features/auth/token.service';
import { insertMerchant, linkAccount } from '../features/merchant/merchant.repository';
import { insertUser } from '../features/user/user.repository';
import { createCatalogFactories } from './catalog-factories';
import { merchants } from '../features/merchant/merchant.table';
import { users, type UserRow } from '../features/user/user.table';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** An email address no other test uses. */
export function uniqueEmail(tag = 'person'): string {
  return `${tag}${next()}-${Date.now()}@example.test`;
}

// One hash for every factory user: argon2 is slow on purpose, tests do not need to pay it each time.
export const FACTORY_PASSWORD = 'factory-pass-1';
let factoryHash: Promise<string> | undefined;

export interface TestUser {
  /** The account, with the merchant it stands for (the merchants table keeps that link). */
  user: UserRow & { merchantId: string | null };
  email: string;
  password: string;
  /** "Bearer <jwt>", ready for the Authorization header. */
  token: string;
}

export function createFactories(db: Db, tokens: TokenService) {
  async function user(
    options: {
      role?: Role;
      email?: string;
      password?: string;
      firstName?: string;
      lastName?: string;
      provider?: UserRow['provider'];
      merchantActive?: boolean;
      /** Whether the owner proved the address (decision 0028); not yet, as after a sign-up. */
      emailVerified?: boolean;
    } = {},
  ): Promise<TestUser> {
    const n = next();
    const email = options.email ?? `user${n}-${Date.now()}@example.test`;
    const password = options.password ?? FACTORY_PASSWORD;
    factoryHash ??= hashPassword(FACTORY_PASSWORD);
    const passwordHash =
      options.provider && options.provider !== 'Email'
        ? null
        : password === FACTORY_PASSWORD
          ? await factoryHash
          : await hashPassword(password);
    const role = options.role ?? 'ROLE MEMBER';
    const merchant =
      role === 'ROLE MERCHANT'
        ? await insertMerchant(db, {
            name: `Merchant ${n}`,
            email,
            phoneNumber: '(415) 555-0100',
            brandName: `Brand ${n}`,
            business: 'Tailored clothing made to measure.',
            status: 'Approved',
            isActive: options.merchantActive ?? true,
          })
        : null;
    const row = await insertUser(db, {
      email,
      passwordHash,
      firstName: options.firstName ?? `First${n}`,
      lastName: options.lastName ?? `Last${n}`,
      role,
      provider: options.provider ?? 'Email',
      emailVerifiedAt: options.emailVerified ? new Date() : null,
    });
    if (merchant) await linkAccount(db, merchant.id, row.id);
    const token = await tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion });
    return { user: { ...row, merchantId: merchant?.id ?? null }, email, password, token };
  }

  return {
    ...createCatalogFactories(db),
    user,
    admin: (options: Parameters<typeof user>[0] = {}) => user({ ...options, role: 'ROLE ADMIN' }),
    member: (options: Parameters<typeof user>[0] = {}) => user({ ...options, role: 'ROLE MEMBER' }),
    merchant: (options: Parameters<typeof user>[0] = {}) =>
      user({ ...options, role: 'ROLE MERCHANT' }),

    async address(
      owner: TestUser,
      values: Partial<{
        address: string;
        city: string;
        state: string;
        country: string;
        zipCode: string;
        isDefault: boolean;
      }> = {},
    ) {
      return insertAddress(db, owner.user.id, {
        address: '12 Marina Road',
        city: 'Lagos',
        state: 'Lagos',
        country: 'Nigeria',
        zipCode: '100001',
        isDefault: false,
        ...values,
      });
    },
  };
}
export type Factories = ReturnType<typeof createFactories>;

/**
 * An account as the tests compare it: its row with the merchant it stands for (`merchantId`,
 * kept on the merchants table), or null when no account has that id or email.
 */
export async function readAccount(
  db: Db,
  by: { id: string } | { email: string },
): Promise<(UserRow & { merchantId: string | null }) | null> {
  const rows = await db
    .select({ user: users, merchantId: merchants.id })
    .from(users)
    .leftJoin(merchants, eq(merchants.userId, users.id))
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email.toLowerCase()))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.user, merchantId: row.merchantId } : null;
}
