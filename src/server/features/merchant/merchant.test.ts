import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isUniqueViolation } from '../../kernel/db-errors';
import { expectError, expectValidation } from '../../test/assertions';
import { createCatalogFactories } from '../../test/catalog-factories';
import { uniqueEmail, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { merchants } from './merchant.table';

let t: TestApp;
let admin: TestUser;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t.close();
});

function application(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Tunde Bakare',
    email: uniqueEmail('seller'),
    phoneNumber: '(415) 555-0100',
    brandName: `Bakare Tailors ${counter} ${Date.now()}`,
    business: 'Hand-made agbada and kaftans, made to measure in Lagos.',
    ...overrides,
  };
}

async function rowsFor(email: string) {
  return t.db.select().from(merchants).where(eq(merchants.email, email));
}

describe('POST /api/merchant/add', () => {
  it('stores a waiting application, answers with the phone number and the merchant', async () => {
    const body = application();
    const res = await t.post('/api/merchant/add', body);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: `We received your request! we will reach you on your phone number ${body.phoneNumber}!`,
      merchant: {
        _id: expect.any(String),
        name: body.name,
        email: body.email,
        phoneNumber: body.phoneNumber,
        brandName: body.brandName,
        business: body.business,
        created: expect.any(String),
        status: 'Waiting Approval',
        isActive: false,
        brand: null,
        hasAccount: false,
        history: [{ action: 'applied', by: null, created: expect.any(String), note: '' }],
      },
    });
    expect(await rowsFor(body.email)).toMatchObject([
      { id: res.body.merchant._id, status: 'Waiting Approval', isActive: false },
    ]);
  });

  it('mails the applicant a receipt with none of their words, and the admins the application', async () => {
    const body = application({
      name: '<b>Spam</b> http://spam.test',
      business: 'Cheap watches at http://spam.test/deal & more <i>offers</i>',
    });
    expect((await t.post('/api/merchant/add', body)).status).toBe(200);

    const receipts = t.mail.to(body.email);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      'We received your application to sell with us',
    ]);
    for (const part of [receipts[0]!.subject, receipts[0]!.text, receipts[0]!.html]) {
      expect(part).not.toContain('spam.test');
      expect(part).not.toContain('watches');
      expect(part).not.toContain(body.brandName);
    }

    const forAdmin = t.mail.last(admin.email)!;
    expect(forAdmin.subject).toBe('New merchant application');
    expect(forAdmin.text).toContain(body.email);
    expect(forAdmin.text).toContain(body.brandName);
    expect(forAdmin.text).toContain('Cheap watches at http://spam.test/deal & more offers');
    expect(forAdmin.html).toContain('&amp; more offers');
    expect(forAdmin.html).not.toContain('<i>');
  });

  it('sends no receipt for an application it refuses', async () => {
    const email = uniqueEmail('flooded');
    for (let n = 0; n < 4; n += 1) {
      const res = await t.post('/api/merchant/add', application({ email }));
      expect(res.status).toBe(n === 0 ? 200 : 400);
    }
    expect(t.mail.to(email)).toHaveLength(1);
  });

  it('refuses a second open application from the same email, whatever its case', async () => {
    const body = application();
    expect((await t.post('/api/merchant/add', body)).status).toBe(200);
    const res = await t.post('/api/merchant/add', application({ email: body.email.toUpperCase() }));

    expectError(
      res,
      400,
      'BUSINESS_RULE',
      'An application with this email address is already waiting for approval.',
    );
    expect(await rowsFor(body.email)).toHaveLength(1);
  });

  it('takes a new application once the earlier one is no longer waiting', async () => {
    const body = application();
    expect((await t.post('/api/merchant/add', body)).status).toBe(200);
    await t.db.update(merchants).set({ status: 'Rejected' }).where(eq(merchants.email, body.email));

    expect((await t.post('/api/merchant/add', application({ email: body.email }))).status).toBe(
      200,
    );
    expect(await rowsFor(body.email)).toHaveLength(2);
  });

  it("refuses a brand name another open application asked for, or an existing brand's", async () => {
    const first = application();
    expect((await t.post('/api/merchant/add', first)).status).toBe(200);
    const again = await t.post(
      '/api/merchant/add',
      application({ brandName: `  ${first.brandName.toUpperCase()} ` }),
    );
    expectError(
      again,
      400,
      'BUSINESS_RULE',
      'That brand name is already taken. Please choose another one.',
    );

    const brand = await createCatalogFactories(t.db).brand({ name: `House ${Date.now()}` });
    const body = application({ brandName: brand.name.toLowerCase() });
    const taken = await t.post('/api/merchant/add', body);
    expectError(
      taken,
      400,
      'BUSINESS_RULE',
      'That brand name is already taken. Please choose another one.',
    );
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it('lets only one of two simultaneous applications with the same email land', async () => {
    const email = uniqueEmail('twice');
    const answers = await Promise.all([
      t.post('/api/merchant/add', application({ email })),
      t.post('/api/merchant/add', application({ email })),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('has the database refuse a second open application of an email or a brand name', async () => {
    const body = application();
    const open = { ...body, status: 'Waiting Approval' as const };
    await t.db.insert(merchants).values(open);

    const sameEmail = { ...open, brandName: `${body.brandName} two` };
    const sameBrand = {
      ...open,
      email: uniqueEmail('other'),
      brandName: body.brandName.toUpperCase(),
    };
    for (const values of [sameEmail, sameBrand]) {
      await expect(t.db.insert(merchants).values(values)).rejects.toSatisfy(isUniqueViolation);
    }
    // A decided application does not hold its email or brand name.
    await t.db.insert(merchants).values({ ...sameEmail, status: 'Rejected' });
    expect(await rowsFor(body.email)).toHaveLength(2);
  });

  it.each(['(415) 555-0100', '415-555-0100', '415.555.0100', '415 555 0100', '4155550100'])(
    'accepts the phone number %s',
    async (phoneNumber) => {
      expect((await t.post('/api/merchant/add', application({ phoneNumber }))).status).toBe(200);
    },
  );

  it.each([
    ['+234 803 555 0142', '+2348035550142'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+234 (0) 803-555-0142', '+2348035550142'],
  ])(
    'takes the international number %j from a seller abroad and keeps %j',
    async (typed, stored) => {
      const body = application({ phoneNumber: typed });
      const res = await t.post('/api/merchant/add', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(
        `We received your request! we will reach you on your phone number ${stored}!`,
      );
      const [row] = await rowsFor(body.email);
      expect(row?.phoneNumber).toBe(stored);
    },
  );

  it.each([
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: '  ' }, 'Name is required.'],
    ['email', { email: undefined }, 'Email is required.'],
    ['email', { email: 'me-at-example' }, 'Email format is invalid.'],
    ['phoneNumber', { phoneNumber: undefined }, 'Phone number format is invalid.'],
    ['phoneNumber', { phoneNumber: '' }, 'Phone number format is invalid.'],
    ['phoneNumber', { phoneNumber: '555-0100' }, 'Phone number format is invalid.'],
    ['phoneNumber', { phoneNumber: '415--555-0100' }, 'Phone number format is invalid.'],
    ['phoneNumber', { phoneNumber: '0803  555 0142' }, 'Phone number format is invalid.'],
    ['phoneNumber', { phoneNumber: '+234 803' }, 'Phone number format is invalid.'],
    ['phoneNumber', { phoneNumber: '+234 803 555 0142 9999' }, 'Phone number format is invalid.'],
    ['phoneNumber', { phoneNumber: '1'.repeat(100_000) }, 'Phone number format is invalid.'],
    ['brandName', { brandName: undefined }, 'Brand is required.'],
    ['brandName', { brandName: ' <b></b> ' }, 'Brand is required.'],
    ['business', { business: undefined }, 'Business must be at least 10 characters.'],
    ['business', { business: 'Tailor' }, 'Business must be at least 10 characters.'],
  ])('refuses a bad %s: %j gives "%s" and stores nothing', async (path, override, text) => {
    const body = application(override);
    const res = await t.post('/api/merchant/add', body);
    expectValidation(res, path, text);
    if (typeof body.email === 'string' && body.email.includes('@')) {
      expect(await rowsFor(body.email)).toHaveLength(0);
      expect(t.mail.to(body.email)).toHaveLength(0);
    }
  });
});

describe('the rate limit on POST /api/merchant/add', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      config: { rateLimit: { perIp: 30, perEmail: 2, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('refuses a third request for one email within the window, from any IP', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const res = await limited.request('POST', '/api/merchant/add', {
        body: application({ email }),
        remoteAddress: `198.51.100.${n + 1}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 400, 429]);
  });
});

describe('GET /api/merchant and /api/merchant/search (admins)', () => {
  let applied: ReturnType<typeof application>[];
  beforeAll(async () => {
    applied = [];
    for (let n = 0; n < 3; n += 1) {
      const body = application({ phoneNumber: `212-555-01${n}${n}` });
      expect((await t.post('/api/merchant/add', body)).status).toBe(200);
      applied.push(body);
    }
  });

  it('lists merchants newest first, 20 a page by default, with the paging figures', async () => {
    const res = await t.get('/api/merchant', admin.token);
    expect(res.status).toBe(200);
    const total = await t.db.$count(merchants);
    expect(res.body).toMatchObject({
      totalPages: Math.ceil(total / 20),
      currentPage: 1,
      count: total,
    });
    expect(res.body.merchants.length).toBe(Math.min(total, 20));
    const created = res.body.merchants.map((m: { created: string }) => m.created);
    expect(created).toEqual([...created].sort().reverse());

    const page = await t.get('/api/merchant?page=2&limit=2', admin.token);
    expect(page.body).toMatchObject({ currentPage: 2, totalPages: Math.ceil(total / 2) });
    expect(page.body.merchants).toHaveLength(2);
  });

  it('finds merchants by email, phone number, brand name or status, case-insensitively', async () => {
    const last = applied[2]!;
    const search = async (term: string) =>
      (await t.get(`/api/merchant/search?search=${encodeURIComponent(term)}`, admin.token)).body
        .merchants as { email: string }[];

    expect((await search(last.email.toUpperCase())).map((m) => m.email)).toEqual([last.email]);
    expect((await search('212-555-0122')).map((m) => m.email)).toEqual([last.email]);
    expect((await search(last.brandName.toLowerCase())).map((m) => m.email)).toEqual([last.email]);
    const waiting = await search('waiting appr');
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThanOrEqual(20);
  });

  it('reads the term literally and matches nothing under 2 characters', async () => {
    const res = await t.get('/api/merchant/search?search=%25%25', admin.token);
    expect(res.body).toEqual({ merchants: [] });
    const short = await t.get('/api/merchant/search?search=a', admin.token);
    expect(short.body).toEqual({ merchants: [] });
  });

  it.each(['/api/merchant', '/api/merchant/search?search=waiting'])(
    'refuses %s to guests, members and merchants',
    async (url) => {
      const member = await t.factories.user();
      const merchant = await t.factories.user({ role: 'ROLE MERCHANT' });
      expect((await t.get(url)).status).toBe(401);
      expect((await t.get(url, member.token)).status).toBe(403);
      expect((await t.get(url, merchant.token)).status).toBe(403);
    },
  );
});
