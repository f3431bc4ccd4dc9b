import { hashPassword } from '../../features/auth/password';
import { insertMerchant } from '../../features/merchant/merchant.repository';
import { findUserByEmail, insertUser } from '../../features/user/user.repository';
import type { Db } from '../client';

export const DEMO_ACCOUNTS = [
  {
    label: 'Admin',
    email: 'admin@ekothread.test',
    password: 'admin-demo-123',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    role: 'ROLE ADMIN',
  },
  {
    label: 'Merchant',
    email: 'merchant@ekothread.test',
    password: 'merchant-demo-123',
    firstName: 'Tunde',
    lastName: 'Bakare',
    role: 'ROLE MERCHANT',
  },
  {
    label: 'Member',
    email: 'member@ekothread.test',
    password: 'member-demo-123',
    firstName: 'Kwame',
    lastName: 'Mensah',
    role: 'ROLE MEMBER',
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** Creates the demo accounts that do not exist yet; existing ones are left as they are. */
export async function seedDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const merchant =
        account.role === 'ROLE MERCHANT'
          ? await insertMerchant(tx, {
              name: `${account.firstName} ${account.lastName}`,
              email: account.email,
              phoneNumber: '(415) 555-0134',
              brandName: 'Bakare Tailoring',
              business: 'Hand-finished agbada and senator suits, cut to measure in Lagos.',
              status: 'Approved',
              isActive: true,
            })
          : null;
      await insertUser(tx, {
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        provider: 'Email',
        merchantId: merchant?.id ?? null,
      });
    });
    created.push(account);
  }
  return created;
}
