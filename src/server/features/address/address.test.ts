import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { AddressDtoSchema } from '#shared/address/address.schemas';
import { COUNTRIES } from '#shared/address/countries';

import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addresses } from './address.table';

const ADDED = 'Address has been added successfully!';
const UPDATED = 'Address has been updated successfully!';
const DELETED = 'Address has been deleted successfully!';
const ADDRESS_KEYS = Object.keys(AddressDtoSchema.shape).sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function fields(overrides: Record<string, unknown> = {}) {
  return {
    address: '4 Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
    country: 'Nigeria',
    zipCode: '105102',
    isDefault: false,
    ...overrides,
  };
}

async function list(owner: TestUser) {
  const res = await t.get('/api/address', owner.token);
  expect(res.status).toBe(200);
  return res.body.addresses as { _id: string; isDefault: boolean; city: string }[];
}

async function storedRow(id: string) {
  const [row] = await t.db.select().from(addresses).where(eq(addresses.id, id));
  return row;
}

describe('address routes need a signed-in user', () => {
  it.each([
    ['GET', '/api/address'],
    ['GET', '/api/address/:id'],
    ['POST', '/api/address/add'],
    ['PUT', '/api/address/:id'],
    ['DELETE', '/api/address/delete/:id'],
  ] as const)('%s %s answers a guest 401', async (method, path) => {
    const owner = await t.factories.member();
    const row = await t.factories.address(owner);
    const res = await t.request(method, path.replace(':id', row.id), {
      body: method === 'POST' || method === 'PUT' ? fields() : undefined,
    });
    expectError(res, 401, 'UNAUTHENTICATED');
    expect(await storedRow(row.id)).toMatchObject({ city: 'Lagos' });
  });
});

describe('GET /api/address', () => {
  it('lists only the own addresses, oldest first', async () => {
    const owner = await t.factories.member();
    const other = await t.factories.member();
    const first = await t.factories.address(owner, { city: 'First' });
    await t.factories.address(other, { city: 'Someone else' });
    const second = await t.factories.address(owner, { city: 'Second' });
    const third = await t.factories.address(owner, { city: 'Third' });

    const res = await t.get('/api/address', owner.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['addresses']);
    expect(res.body.addresses.map((a: { _id: string }) => a._id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    for (const address of res.body.addresses) {
      expect(Object.keys(address).sort()).toEqual(ADDRESS_KEYS);
    }
  });

  it('answers an empty list for a member without addresses', async () => {
    const member = await t.factories.member();
    expect((await t.get('/api/address', member.token)).body).toEqual({ addresses: [] });
  });
});

describe('GET /api/address/:id', () => {
  it('answers the address with its fields', async () => {
    const owner = await t.factories.member();
    const row = await t.factories.address(owner, { isDefault: true });
    const res = await t.get(`/api/address/${row.id}`, owner.token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      address: {
        _id: row.id,
        address: '12 Marina Road',
        city: 'Lagos',
        state: 'Lagos',
        country: 'Nigeria',
        zipCode: '100001',
        isDefault: true,
        created: row.created.toISOString(),
      },
    });
  });

  it('answers 404 for an id that does not exist and for a malformed id', async () => {
    const owner = await t.factories.member();
    const missing = uuidv7();
    expectError(
      await t.get(`/api/address/${missing}`, owner.token),
      404,
      'NOT_FOUND',
      `Cannot find Address with the id: ${missing}.`,
    );
    for (const id of ['not-an-id', '123', "1' or '1'='1"]) {
      const res = await t.get(`/api/address/${encodeURIComponent(id)}`, owner.token);
      expectError(res, 404, 'NOT_FOUND');
    }
  });
});

describe('POST /api/address/add', () => {
  it('adds the address and answers it', async () => {
    const owner = await t.factories.member();
    const res = await t.post(
      '/api/address/add',
      fields({
        address: '  <b>4</b> Admiralty Way ',
        country: 'United Kingdom',
        zipCode: 'SW1A 1AA',
      }),
      owner.token,
    );

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: ADDED,
      address: {
        _id: expect.any(String),
        address: '4 Admiralty Way',
        city: 'Lekki',
        state: 'Lagos',
        country: 'United Kingdom',
        zipCode: 'SW1A 1AA',
        isDefault: false,
        created: expect.any(String),
      },
    });
    const listed = await list(owner);
    expect(listed.map((a) => a._id)).toEqual([res.body.address._id]);
  });

  it('defaults isDefault to false when it is left out', async () => {
    const owner = await t.factories.member();
    const { isDefault: _omitted, ...body } = fields();
    const res = await t.post('/api/address/add', body, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.address.isDefault).toBe(false);
  });

  it('accepts every country of the list', async () => {
    const owner = await t.factories.member();
    for (const country of [COUNTRIES[0]!, COUNTRIES.at(-1)!, 'Nigeria', 'United States']) {
      const res = await t.post('/api/address/add', fields({ country }), owner.token);
      expect(res.status, country).toBe(200);
    }
  });

  it.each([
    ['address', { address: undefined }, 'Address is required.'],
    ['address', { address: '  ' }, 'Address is required.'],
    ['city', { city: undefined }, 'City is required.'],
    ['city', { city: '' }, 'City is required.'],
    ['state', { state: undefined }, 'State is required.'],
    ['state', { state: '<p></p>' }, 'State is required.'],
    ['country', { country: undefined }, 'Country is required.'],
    ['country', { country: '' }, 'Country is required.'],
    ['country', { country: 'Narnia' }, 'Please select a country from the list.'],
    ['country', { country: 'nigeria' }, 'Please select a country from the list.'],
    ['zipCode', { zipCode: undefined }, 'Zipcode is required.'],
    ['zipCode', { zipCode: '' }, 'Zipcode is required.'],
    ['zipCode', { zipCode: '1234' }, 'Zipcode must be at least 5 characters.'],
  ])('refuses a bad %s: %j gives "%s"', async (path, override, message) => {
    const owner = await t.factories.member();
    const res = await t.post('/api/address/add', fields(override), owner.token);
    expectValidation(res, path, message);
    expect(await list(owner)).toEqual([]);
  });
});

describe('PUT /api/address/:id', () => {
  it('updates the address and answers success and the message only', async () => {
    const owner = await t.factories.member();
    const row = await t.factories.address(owner);
    const res = await t.put(
      `/api/address/${row.id}`,
      fields({ city: 'Ikeja', zipCode: '100' }),
      owner.token,
    );

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: UPDATED });
    const after = await t.get(`/api/address/${row.id}`, owner.token);
    expect(after.body.address).toMatchObject({
      _id: row.id,
      address: '4 Admiralty Way',
      city: 'Ikeja',
      zipCode: '100',
    });
  });

  it.each([
    ['address', { address: '' }, 'Address is required.'],
    ['city', { city: undefined }, 'City is required.'],
    ['state', { state: ' ' }, 'State is required.'],
    ['country', { country: undefined }, 'Country is required.'],
    ['country', { country: 'Atlantis' }, 'Please select a country from the list.'],
    ['zipCode', { zipCode: '' }, 'Zipcode is required.'],
  ])('refuses a bad %s: %j gives "%s" and changes nothing', async (path, override, message) => {
    const owner = await t.factories.member();
    const row = await t.factories.address(owner);
    const res = await t.put(`/api/address/${row.id}`, fields(override), owner.token);
    expectValidation(res, path, message);
    expect(await storedRow(row.id)).toMatchObject({ address: '12 Marina Road', city: 'Lagos' });
  });

  it('answers 404 for a missing or malformed id', async () => {
    const owner = await t.factories.member();
    expectError(await t.put(`/api/address/${uuidv7()}`, fields(), owner.token), 404, 'NOT_FOUND');
    expectError(await t.put('/api/address/xyz', fields(), owner.token), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/address/delete/:id', () => {
  it('deletes the address', async () => {
    const owner = await t.factories.member();
    const kept = await t.factories.address(owner, { city: 'Kept' });
    const row = await t.factories.address(owner);
    const res = await t.del(`/api/address/delete/${row.id}`, owner.token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: DELETED });
    expectError(await t.get(`/api/address/${row.id}`, owner.token), 404, 'NOT_FOUND');
    expect((await list(owner)).map((a) => a._id)).toEqual([kept.id]);
  });

  it('answers 404 the second time and for a malformed id', async () => {
    const owner = await t.factories.member();
    const row = await t.factories.address(owner);
    expect((await t.del(`/api/address/delete/${row.id}`, owner.token)).status).toBe(200);
    expectError(await t.del(`/api/address/delete/${row.id}`, owner.token), 404, 'NOT_FOUND');
    expectError(await t.del('/api/address/delete/nope', owner.token), 404, 'NOT_FOUND');
  });
});

describe('one default address', () => {
  it('adding a second default clears the first', async () => {
    const owner = await t.factories.member();
    const first = await t.post('/api/address/add', fields({ isDefault: true }), owner.token);
    const second = await t.post('/api/address/add', fields({ isDefault: true }), owner.token);
    expect(second.body.address.isDefault).toBe(true);

    const listed = await list(owner);
    expect(listed.map((a) => [a._id, a.isDefault])).toEqual([
      [first.body.address._id, false],
      [second.body.address._id, true],
    ]);
  });

  it('making another address the default clears the old one', async () => {
    const owner = await t.factories.member();
    const old = await t.factories.address(owner, { isDefault: true });
    const other = await t.factories.address(owner);

    const res = await t.put(`/api/address/${other.id}`, fields({ isDefault: true }), owner.token);
    expect(res.status).toBe(200);
    const listed = await list(owner);
    expect(listed.map((a) => [a._id, a.isDefault])).toEqual([
      [old.id, false],
      [other.id, true],
    ]);
  });

  it('saving the default again keeps it, and a non-default save leaves the default alone', async () => {
    const owner = await t.factories.member();
    const main = await t.factories.address(owner, { isDefault: true });
    const other = await t.factories.address(owner);

    await t.put(`/api/address/${main.id}`, fields({ isDefault: true }), owner.token);
    await t.put(`/api/address/${other.id}`, fields({ isDefault: false }), owner.token);
    expect((await list(owner)).map((a) => a.isDefault)).toEqual([true, false]);
  });

  it("one member's default does not touch another member's", async () => {
    const owner = await t.factories.member();
    const neighbour = await t.factories.member();
    await t.factories.address(neighbour, { isDefault: true });
    await t.post('/api/address/add', fields({ isDefault: true }), owner.token);
    expect((await list(neighbour)).map((a) => a.isDefault)).toEqual([true]);
  });
});

describe('ownership', () => {
  let owner: TestUser;
  let intruders: [string, TestUser][];

  beforeAll(async () => {
    owner = await t.factories.member();
    intruders = [
      ['another member', await t.factories.member()],
      ['an admin', await t.factories.admin()],
      ['a merchant', await t.factories.merchant()],
    ];
  });

  it('nobody else can read, change or delete an address', async () => {
    const row = await t.factories.address(owner, { city: 'Private', isDefault: true });
    for (const [who, intruder] of intruders) {
      expectError(await t.get(`/api/address/${row.id}`, intruder.token), 404, 'NOT_FOUND');

      const put = await t.put(
        `/api/address/${row.id}`,
        fields({ city: `Changed by ${who}`, isDefault: true }),
        intruder.token,
      );
      expectError(put, 404, 'NOT_FOUND');

      expectError(await t.del(`/api/address/delete/${row.id}`, intruder.token), 404, 'NOT_FOUND');
      expect(
        (await list(intruder)).map((a) => a._id),
        who,
      ).not.toContain(row.id);
    }

    const mine = await t.get(`/api/address/${row.id}`, owner.token);
    expect(mine.body.address).toMatchObject({ city: 'Private', isDefault: true });
  });

  it("a refused update does not clear the intruder's own default either", async () => {
    const row = await t.factories.address(owner);
    const [, intruder] = intruders[0]!;
    const own = await t.factories.address(intruder, { isDefault: true });

    const res = await t.put(`/api/address/${row.id}`, fields({ isDefault: true }), intruder.token);
    expectError(res, 404, 'NOT_FOUND');
    expect((await storedRow(own.id))?.isDefault).toBe(true);
  });
});
