import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError, expectValidation } from '../../test/assertions';
import { linkIn } from '../../test/capture-mailer';
import { readAccount, uniqueEmail, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brands } from '../brand/brand.table';
import { merchants } from './merchant.table';

/*
 * Decision 0028: an approval never changes an account; only the mailed invitation link makes an
 * account the merchant's, proving the mailbox and, for an account that exists, the account.
 * The three attacks of issue 21 (a, b, c) failed on the code before it.
 */

let t: TestApp;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin({ firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await t.close();
});

const SIGNUP_LINK = 'http://store.test/merchant-signup/';
const OWNER_PASSWORD = 'owner-pass-1';
const ATTACKER_PASSWORD = 'attacker-pass-1';

async function application(email = uniqueEmail('seller')) {
  counter += 1;
  const rows = await t.db
    .insert(merchants)
    .values({
      name: 'Tunde Bakare',
      email,
      phoneNumber: '(415) 555-0100',
      brandName: `Proof Tailors ${counter} ${Date.now()}`,
      business: 'Hand-made agbada and kaftans, made to measure in Lagos.',
    })
    .returning();
  return rows[0]!;
}

const approve = (id: string) => t.put(`/api/merchant/approve/${id}`, undefined, admin.token);

const accountOf = (email: string) => readAccount(t.db, { email });

function invitationOf(email: string): { token: string; email: string } {
  const link = linkIn(t.mail.last(email), SIGNUP_LINK);
  expect(link, 'an invitation link was mailed').toBeDefined();
  const url = new URL(link!);
  return {
    token: url.pathname.slice('/merchant-signup/'.length),
    email: url.searchParams.get('email')!,
  };
}

const signup = (token: string, body: Record<string, unknown>, bearer?: string) =>
  t.post(`/api/merchant/signup/${token}`, body, bearer);

async function register(email: string, password: string): Promise<string> {
  const res = await t.post('/api/auth/register', {
    email,
    password,
    firstName: 'Mallory',
    lastName: 'Squatter',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

const loginStatus = async (email: string, password: string) =>
  (await t.post('/api/auth/login', { email, password })).status;

async function login(email: string, password: string): Promise<string> {
  const res = await t.post('/api/auth/login', { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

const brandOf = async (merchantId: string) =>
  (await t.db.select().from(brands).where(eq(brands.merchantId, merchantId)))[0];

describe('attack (a): an account registered with the applicant email before the approval', () => {
  it('is not made the merchant by the approval, and the owner link takes it from the attacker', async () => {
    const merchant = await application();
    const email = merchant.email!;
    const attackerToken = await register(email, ATTACKER_PASSWORD);

    const approved = await approve(merchant.id);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(
      `Merchant has been approved! An invitation to complete sign up was sent to ${email}.`,
    );
    expect(approved.body.merchant).toMatchObject({ hasAccount: false, brand: { isActive: false } });
    // The attacker's account is untouched: still a member, its session still a member's.
    expect(await accountOf(email)).toMatchObject({ role: 'ROLE MEMBER', merchantId: null });
    const me = await t.get('/api/user/me', attackerToken);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ role: 'ROLE MEMBER', merchant: null });
    expect((await t.get('/api/brand', attackerToken)).status).toBe(403);

    // The owner opens the mailed link: it proves the mailbox the attacker never proved.
    const invitation = invitationOf(email);
    const preview = await t.get(`/api/merchant/signup/${invitation.token}`);
    expect(preview.body).toEqual({
      success: true,
      email,
      account: 'unconfirmed',
      provider: 'Email',
    });
    const res = await signup(invitation.token, {
      email: invitation.email,
      password: OWNER_PASSWORD,
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      'Your merchant account is ready! Please sign in with your email and the password you just chose. Thank you!',
    );

    // The attacker is out: the old session and the old password no longer work.
    expect((await t.get('/api/user/me', attackerToken)).status).toBe(401);
    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe(400);
    const ownerToken = await login(email, OWNER_PASSWORD);
    const owner = await t.get('/api/user/me', ownerToken);
    expect(owner.body.user).toMatchObject({
      firstName: 'Tunde',
      lastName: 'Bakare',
      role: 'ROLE MERCHANT',
      emailVerified: true,
      merchant: { _id: merchant.id, isActive: true },
    });
    expect(await brandOf(merchant.id)).toMatchObject({ isActive: true });
  });
});

describe('attack (b): an account registered with the applicant email after the approval', () => {
  it("does not get linked: the owner's password is the one that signs in to the merchant", async () => {
    const merchant = await application();
    const email = merchant.email!;
    expect((await approve(merchant.id)).status).toBe(200);
    const invitation = invitationOf(email);
    const attackerToken = await register(email, ATTACKER_PASSWORD);

    const res = await signup(invitation.token, {
      email: invitation.email,
      password: OWNER_PASSWORD,
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(await loginStatus(email, ATTACKER_PASSWORD)).toBe(400);
    expect((await t.get('/api/user/me', attackerToken)).status).toBe(401);
    const ownerToken = await login(email, OWNER_PASSWORD);
    expect((await t.get('/api/user/me', ownerToken)).body.user).toMatchObject({
      role: 'ROLE MERCHANT',
      firstName: 'Tunde',
    });
  });
});

describe("attack (c): an application nominating an existing member's email", () => {
  it("leaves the member's account alone until its owner signs in from the link with its password", async () => {
    const member = await t.factories.member({ firstName: 'Kemi', emailVerified: true });
    const sent = await t.post('/api/merchant/add', {
      name: 'Not Kemi',
      email: member.email,
      phoneNumber: '(415) 555-0100',
      brandName: `Nominated ${Date.now()}`,
      business: 'Somebody else applying in the name of a member.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const merchantId = sent.body.merchant._id as string;

    expect((await approve(merchantId)).status).toBe(200);
    expect(await accountOf(member.email)).toMatchObject({ role: 'ROLE MEMBER', merchantId: null });
    const me = await t.get('/api/user/me', member.token);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ role: 'ROLE MEMBER', merchant: null });

    // Whoever holds the link but not the account's password changes nothing.
    const invitation = invitationOf(member.email);
    expect((await t.get(`/api/merchant/signup/${invitation.token}`)).body).toMatchObject({
      account: 'password',
      provider: 'Email',
    });
    expectValidation(
      await signup(invitation.token, {
        email: invitation.email,
        password: 'not-her-password',
        firstName: 'Not',
        lastName: 'Kemi',
      }),
      'password',
      'That is not the password of the account with this email. Please try again, or use Forgot Password first.',
    );
    expectValidation(
      await signup(invitation.token, { email: invitation.email }),
      'password',
      'An account with this email already exists. Please enter its password to make it your merchant account.',
    );
    expect(await accountOf(member.email)).toMatchObject({
      role: 'ROLE MEMBER',
      firstName: 'Kemi',
      merchantId: null,
    });
    expect((await t.get('/api/user/me', member.token)).status).toBe(200);

    // The owner agrees: the link and the account's password, in one step.
    const res = await signup(invitation.token, {
      email: invitation.email,
      password: member.password,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      'Your merchant account is ready! Please sign in with the email and password of your account. Thank you!',
    );
    const token = await login(member.email, member.password);
    expect((await t.get('/api/user/me', token)).body.user).toMatchObject({
      firstName: 'Kemi',
      role: 'ROLE MERCHANT',
      merchant: { _id: merchantId },
    });
  });
});

describe('the invitation link, checked when it is used', () => {
  it('lets the holder of an unconfirmed account keep it by typing its own password', async () => {
    const merchant = await application();
    const email = merchant.email!;
    await register(email, OWNER_PASSWORD);
    await approve(merchant.id);
    const invitation = invitationOf(email);
    const before = await accountOf(email);

    const res = await signup(invitation.token, { email, password: OWNER_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await accountOf(email)).toMatchObject({
      id: before!.id,
      passwordHash: before!.passwordHash,
      firstName: 'Mallory',
      role: 'ROLE MERCHANT',
      emailVerifiedAt: expect.any(Date),
    });
  });

  it('asks a social account with a confirmed address to be signed in to it', async () => {
    const social = await t.factories.member({ provider: 'Google', emailVerified: true });
    const merchant = await application(social.email);
    await approve(merchant.id);
    const invitation = invitationOf(social.email);
    expect((await t.get(`/api/merchant/signup/${invitation.token}`)).body).toMatchObject({
      account: 'social',
      provider: 'Google',
    });

    expectError(
      await signup(invitation.token, { email: social.email, password: 'guessed-pass-1' }),
      400,
      'BUSINESS_RULE',
      'The account with this email signs in with Google. Please sign in with Google, then open the invitation link again.',
    );
    // Another account's session proves nothing about this one.
    const other = await t.factories.member();
    expectError(
      await signup(invitation.token, { email: social.email }, other.token),
      400,
      'BUSINESS_RULE',
      'The account with this email signs in with Google. Please sign in with Google, then open the invitation link again.',
    );
    expect(await accountOf(social.email)).toMatchObject({ role: 'ROLE MEMBER' });

    const res = await signup(invitation.token, { email: social.email }, social.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await accountOf(social.email)).toMatchObject({
      role: 'ROLE MERCHANT',
      merchantId: merchant.id,
    });
  });

  it('asks a new account for its names and password', async () => {
    const merchant = await application();
    await approve(merchant.id);
    const invitation = invitationOf(merchant.email!);
    expect((await t.get(`/api/merchant/signup/${invitation.token}`)).body).toEqual({
      success: true,
      email: merchant.email,
      account: 'none',
      provider: null,
    });
    expectValidation(
      await signup(invitation.token, { email: invitation.email, firstName: 'T', lastName: 'B' }),
      'password',
      'Password is required.',
    );
    expectValidation(
      await signup(invitation.token, { email: invitation.email, password: OWNER_PASSWORD }),
      'firstName',
      'First Name is required.',
    );
    expect(await accountOf(merchant.email!)).toBeNull();
    const res = await signup(invitation.token, {
      email: invitation.email,
      password: OWNER_PASSWORD,
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    expect(res.status).toBe(200);
    expect(await accountOf(merchant.email!)).toMatchObject({ emailVerifiedAt: expect.any(Date) });
  });

  it('writes a plain address as it is: ?email=name@example.com', async () => {
    const email = uniqueEmail('plain');
    const merchant = await application(email);
    await approve(merchant.id);
    expect(t.mail.last(email)!.text).toContain(`?email=${email}\n`);
  });

  it('refuses an unknown link in the preview with the sign-up message', async () => {
    expectError(
      await t.get(`/api/merchant/signup/${'e'.repeat(64)}`),
      400,
      'BUSINESS_RULE',
      'This invitation link is not valid. Please use the link from your latest invitation email.',
    );
  });

  it('carries the email readably: the @ literal, the rest encoded (issue 21, section 6)', async () => {
    const email = `seller+${Date.now()}@example.test`;
    const merchant = await application(email);
    await approve(merchant.id);
    const mail = t.mail.last(email)!;
    const link = linkIn(mail, SIGNUP_LINK)!;
    expect(link).toMatch(
      /^http:\/\/store\.test\/merchant-signup\/[0-9a-f]{64}\?email=seller%2B\d+@example\.test$/,
    );
    expect(mail.html).toContain(link);
    // Decoded, the query gives the address back exactly; the API takes it.
    const invitation = invitationOf(email);
    expect(invitation.email).toBe(email);
    const res = await signup(invitation.token, {
      email: invitation.email,
      password: OWNER_PASSWORD,
      firstName: 'Tunde',
      lastName: 'Bakare',
    });
    expect(res.status).toBe(200);
  });
});
