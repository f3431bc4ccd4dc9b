import { randomBytes } from 'node:crypto';

import type { Db } from '../db/client';
import { addMerchantWithAccount } from '../features/merchant/merchant.service';
import { createUserAccountService } from '../features/user/user-accounts.service';

/**
 * The demo accounts. `knownPassword` is the one the README prints: it is given only on an open
 * store (local, or PUBLIC_DEMO=true); a store others can reach gets generated ones (decision 0013).
 */
export const DEMO_ACCOUNTS = [
  {
    label: 'Admin',
    email: 'admin@ekothread.test',
    knownPassword: 'admin-demo-123',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    role: 'ROLE ADMIN',
  },
  {
    label: 'Merchant',
    email: 'merchant@ekothread.test',
    knownPassword: 'merchant-demo-123',
    firstName: 'Tunde',
    lastName: 'Bakare',
    role: 'ROLE MERCHANT',
  },
  {
    label: 'Member',
    email: 'member@ekothread.test',
    knownPassword: 'member-demo-123',
    firstName: 'Kwame',
    lastName: 'Mensah',
    role: 'ROLE MEMBER',
  },
] as const;

type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** `known`: the README's passwords (an open store). `generated`: new random ones. */
export type DemoPasswords = 'known' | 'generated';

/** An account and the password to print for it, once. */
export interface DemoCredentials {
  label: string;
  email: string;
  password: string;
  /** A generated password: nowhere else to find it, so it is printed as shown only now. */
  generated: boolean;
}

/** 120 random bits, URL-safe so it can be copied from a terminal in one double-click. */
export function generateDemoPassword(): string {
  return randomBytes(15).toString('base64url');
}

function credentialsOf(account: DemoAccount, password: string): DemoCredentials {
  const generated = password !== account.knownPassword;
  return { label: account.label, email: account.email, password, generated };
}

/**
 * Creates the demo accounts that do not exist yet; existing ones are left as they are, except
 * with `renew` and generated passwords: a seed that was stopped before its end never printed the
 * passwords it generated, so the accounts it made get new ones, printed this time.
 */
export async function seedDemoAccounts(
  db: Db,
  options: { passwords: DemoPasswords; renew?: boolean; signal?: AbortSignal },
): Promise<DemoCredentials[]> {
  const accounts = createUserAccountService({ db });
  const created: DemoCredentials[] = [];
  for (const account of DEMO_ACCOUNTS) {
    options.signal?.throwIfAborted();
    const existing = await accounts.findByEmail(account.email);
    const renew =
      existing?.passwordHash &&
      existing.provider === 'Email' &&
      options.renew &&
      options.passwords === 'generated';
    if (existing && !renew) continue;
    const password = options.passwords === 'known' ? account.knownPassword : generateDemoPassword();
    if (existing) {
      if (await accounts.replacePassword(existing, password)) {
        created.push(credentialsOf(account, password));
      }
      continue;
    }
    const fields = {
      email: account.email,
      password,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
    };
    if (account.role === 'ROLE MERCHANT') {
      await addMerchantWithAccount(db, accounts, fields, {
        name: `${account.firstName} ${account.lastName}`,
        email: account.email,
        phoneNumber: '(415) 555-0134',
        brandName: 'Bakare Tailoring',
        business: 'Hand-finished agbada and senator suits, cut to measure in Lagos.',
        status: 'Approved',
        isActive: true,
      });
    } else {
      await accounts.create(fields);
    }
    created.push(credentialsOf(account, password));
  }
  return created;
}

/**
 * For a store others can reach: every demo account that still signs in with its README
 * password gets a generated one (its old sessions end). Answers the new credentials, to print
 * once; a later start finds nothing to change. `except` is an email the operator set a password
 * for on purpose (ADMIN_EMAIL).
 */
export async function rotateKnownDemoPasswords(
  db: Db,
  options: { except?: string } = {},
): Promise<DemoCredentials[]> {
  const accounts = createUserAccountService({ db });
  const rotated: DemoCredentials[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (account.email === options.except) continue;
    const user = await accounts.findByEmail(account.email);
    if (!user?.passwordHash || user.provider !== 'Email') continue;
    if (!(await accounts.signsInWith(user, account.knownPassword))) continue;
    const password = generateDemoPassword();
    if (await accounts.replacePassword(user, password)) {
      rotated.push(credentialsOf(account, password));
    }
  }
  return rotated;
}
