import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError } from '../test/assertions';
import type { TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { containsNul, NUL_CHARACTER_MESSAGE } from './text-input';

const NUL = 'a\u0000b';

let t: TestApp;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.factories.member();
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t.close();
});

// Found by the fuzz test: PostgreSQL text cannot hold U+0000, and each of these answered 500.
describe('a NUL character in the input', () => {
  it.each([
    [
      'a JSON body',
      () =>
        t.post('/api/contact/add', {
          name: NUL,
          email: 'a@example.test',
          message: 'Hello, is this made to measure?',
        }),
    ],
    [
      'a nested JSON body',
      () => t.put('/api/user', { profile: { firstName: NUL, lastName: 'Obi' } }, member.token),
    ],
    ['a query string', () => t.get(`/api/product/list?name=${encodeURIComponent(NUL)}`)],
    ['a path parameter', () => t.get(`/api/product/item/${encodeURIComponent(NUL)}`)],
    [
      'an admin form',
      () => t.post('/api/brand/add', { name: NUL, description: 'A brand.' }, admin.token),
    ],
  ])('in %s is refused with 400', async (_where, send) => {
    expectError(await send(), 400, 'VALIDATION_FAILED', NUL_CHARACTER_MESSAGE);
  });

  it('in a multipart product form is refused with 400', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      sku: 'NUL-1',
      name: NUL,
      description: 'Linen.',
      quantity: '1',
      price: '5',
      taxable: '1',
    })) {
      form.append(key, value);
    }
    const res = await t.request('POST', '/api/product/add', { token: admin.token, body: form });
    expectError(res, 400, 'VALIDATION_FAILED', NUL_CHARACTER_MESSAGE);
  });

  it('is found at any depth, in keys too, and not in other control characters', () => {
    let deep: unknown = NUL;
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ [NUL]: 1 })).toBe(true);
    expect(containsNul({ a: ['\t\n\u0001\u202e', 1, null, true] })).toBe(false);
  });
});
