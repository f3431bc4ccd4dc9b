import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SHIPPING_MESSAGES } from '#shared/shipping/shipping.messages';

import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t?.close();
});

const STANDARD = {
  name: 'Standard',
  estimate: '3-5 working days',
  minDays: 3,
  maxDays: 5,
  perItemFee: 4,
  freeFrom: 80,
};

async function quote(country: string, subtotal: number, items: number) {
  const res = await t.get(
    `/api/shipping/options?country=${encodeURIComponent(country)}&subtotal=${subtotal}&items=${items}`,
  );
  return res;
}

describe('shipping zones kept by the admin', () => {
  it('starts with the spec rule built in, before any zone exists', async () => {
    const res = await quote('Ghana', 30, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.options).toEqual([
      {
        _id: 'standard',
        name: 'Standard',
        estimate: '3-5 working days',
        minDays: 3,
        maxDays: 5,
        price: 10,
      },
    ]);
    expect((await quote('Nigeria', 30, 2)).body.options[0].price).toBe(0);
  });

  it('adds, edits and deletes zones and options, which shoppers then see', async () => {
    const added = await t.post(
      '/api/shipping/zones',
      { name: 'West Africa', countries: ['Ghana', 'Senegal'] },
      admin.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({
      success: true,
      message: SHIPPING_MESSAGES.zoneAdded,
      zone: {
        name: 'West Africa',
        countries: ['Ghana', 'Senegal'],
        restOfWorld: false,
        options: [],
      },
    });
    const zoneId = added.body.zone._id as string;

    const option = await t.post(`/api/shipping/zones/${zoneId}/options`, STANDARD, admin.token);
    expect(option.status, JSON.stringify(option.body)).toBe(200);
    expect(option.body.option).toMatchObject({
      ...STANDARD,
      zoneId,
      flatFee: 0,
      position: 0,
      active: true,
    });
    const express = await t.post(
      `/api/shipping/zones/${zoneId}/options`,
      {
        name: 'Express',
        estimate: '1-2 working days',
        minDays: 1,
        maxDays: 2,
        flatFee: 20,
        position: 1,
      },
      admin.token,
    );
    expect(express.status).toBe(200);

    // Ghana is in the zone now; a country of no zone, with no rest-of-the-world zone, is not served.
    expect((await quote('Ghana', 30, 2)).body.options).toEqual([
      expect.objectContaining({ name: 'Standard', price: 8 }),
      expect.objectContaining({ name: 'Express', price: 20 }),
    ]);
    expect(
      (await quote('Ghana', 80, 2)).body.options.map((o: { price: number }) => o.price),
    ).toEqual([0, 20]);
    expectError(
      await quote('Kenya', 30, 2),
      400,
      'BUSINESS_RULE',
      SHIPPING_MESSAGES.noDelivery('Kenya'),
    );

    // An option switched off is not offered.
    const off = await t.request('PUT', `/api/shipping/options/${express.body.option._id}`, {
      token: admin.token,
      body: { ...express.body.option, active: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.message).toBe(SHIPPING_MESSAGES.optionUpdated);
    expect((await quote('Ghana', 30, 2)).body.options).toHaveLength(1);

    const edited = await t.request('PUT', `/api/shipping/zones/${zoneId}`, {
      token: admin.token,
      body: { name: 'Ghana only', countries: ['Ghana'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.zone).toMatchObject({ name: 'Ghana only', countries: ['Ghana'] });
    expect(edited.body.zone.options).toHaveLength(2);

    const list = await t.get('/api/shipping/zones', admin.token);
    expect(list.body.zones.map((zone: { name: string }) => zone.name)).toContain('Ghana only');

    const removedOption = await t.request(
      'DELETE',
      `/api/shipping/options/${express.body.option._id}`,
      {
        token: admin.token,
      },
    );
    expect(removedOption.body.message).toBe(SHIPPING_MESSAGES.optionDeleted);
    const removed = await t.request('DELETE', `/api/shipping/zones/${zoneId}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(SHIPPING_MESSAGES.zoneDeleted);
    expectError(
      await t.request('DELETE', `/api/shipping/zones/${zoneId}`, { token: admin.token }),
      404,
      'NOT_FOUND',
      SHIPPING_MESSAGES.zoneNotFound,
    );
    // No zone left: the built-in rule again.
    expect((await quote('Kenya', 30, 2)).body.options[0]).toMatchObject({
      _id: 'standard',
      price: 10,
    });
  });

  it('keeps a country in one zone, and one rest-of-the-world zone', async () => {
    const first = await t.post(
      '/api/shipping/zones',
      { name: 'Europe', countries: ['France', 'Spain'] },
      admin.token,
    );
    expect(first.status).toBe(200);
    expectValidation(
      await t.post(
        '/api/shipping/zones',
        { name: 'Iberia', countries: ['Portugal', 'Spain'] },
        admin.token,
      ),
      'countries.1',
      SHIPPING_MESSAGES.countryInOtherZone('Spain', 'Europe'),
    );
    expectValidation(
      await t.post(
        '/api/shipping/zones',
        { name: 'Twice', countries: ['Kenya', 'Kenya'] },
        admin.token,
      ),
      'countries.1',
      SHIPPING_MESSAGES.countryTwice('Kenya'),
    );
    expectValidation(
      await t.post('/api/shipping/zones', { name: 'Mars', countries: ['Mars'] }, admin.token),
      'countries.0',
      SHIPPING_MESSAGES.countryUnknown,
    );
    const rest = await t.post(
      '/api/shipping/zones',
      { name: 'Everywhere', countries: [] },
      admin.token,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.zone.restOfWorld).toBe(true);
    expectValidation(
      await t.post('/api/shipping/zones', { name: 'Elsewhere' }, admin.token),
      'countries',
      SHIPPING_MESSAGES.oneRestOfWorld('Everywhere'),
    );
    // Editing a zone keeps its own countries.
    const same = await t.request('PUT', `/api/shipping/zones/${first.body.zone._id}`, {
      token: admin.token,
      body: { name: 'Europe', countries: ['France', 'Spain', 'Italy'] },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    for (const id of [first.body.zone._id, rest.body.zone._id]) {
      await t.request('DELETE', `/api/shipping/zones/${id}`, { token: admin.token });
    }
  });

  it('checks an option: days in order, amounts in range, a known zone', async () => {
    const zone = await t.post(
      '/api/shipping/zones',
      { name: 'Checks', countries: ['Chad'] },
      admin.token,
    );
    const url = `/api/shipping/zones/${zone.body.zone._id}/options`;
    expectValidation(
      await t.post(url, { ...STANDARD, minDays: 6 }, admin.token),
      'maxDays',
      SHIPPING_MESSAGES.daysOrder,
    );
    expectValidation(
      await t.post(url, { ...STANDARD, perItemFee: -1 }, admin.token),
      'perItemFee',
      SHIPPING_MESSAGES.amountInvalid,
    );
    expectValidation(
      await t.post(url, { ...STANDARD, name: ' ' }, admin.token),
      'name',
      SHIPPING_MESSAGES.optionNameRequired,
    );
    expectError(
      await t.post(
        '/api/shipping/zones/00000000-0000-7000-8000-000000000000/options',
        STANDARD,
        admin.token,
      ),
      404,
      'NOT_FOUND',
      SHIPPING_MESSAGES.zoneNotFound,
    );
    expectError(
      await t.request('PUT', '/api/shipping/options/nope', { token: admin.token, body: STANDARD }),
      404,
      'NOT_FOUND',
      SHIPPING_MESSAGES.optionNotFound,
    );
    await t.request('DELETE', `/api/shipping/zones/${zone.body.zone._id}`, { token: admin.token });
  });

  it('is for admins only: members and merchants get 403, guests 401', async () => {
    const member = await t.factories.member();
    const merchant = await t.factories.merchant();
    expect((await t.get('/api/shipping/zones', member.token)).status).toBe(403);
    expect((await t.get('/api/shipping/zones', merchant.token)).status).toBe(403);
    expect((await t.get('/api/shipping/zones')).status).toBe(401);
    const post = await t.post(
      '/api/shipping/zones',
      { name: 'Nope', countries: ['Peru'] },
      merchant.token,
    );
    expect(post.status).toBe(403);
  });

  it('seeds the demo zones once, reproducing the spec rule', async () => {
    expect(await t.services.shipping.seedDemoZones()).toBe(2);
    expect(await t.services.shipping.seedDemoZones()).toBe(0);
    const list = await t.get('/api/shipping/zones', admin.token);
    expect(list.body.zones).toEqual([
      expect.objectContaining({ countries: ['Nigeria', 'United Kingdom'] }),
      expect.objectContaining({ restOfWorld: true }),
    ]);
    const cases: Array<[string, number, number, number]> = [
      ['Nigeria', 30, 3, 0],
      ['United Kingdom', 10, 1, 0],
      ['Ghana', 30, 3, 15],
      ['United States', 119.99, 1, 5],
      ['United States', 120, 2, 0],
    ];
    for (const [country, subtotal, items, fee] of cases) {
      const res = await quote(country, subtotal, items);
      expect(res.body.options[0], country).toMatchObject({ name: 'Standard', price: fee });
      expect(res.body.options[1]).toMatchObject({ name: 'Express', estimate: '1-2 working days' });
    }
  });
});
