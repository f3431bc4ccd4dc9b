import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectError } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { FULL_MEASUREMENTS } from '../../test/measurement-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 24 §5: a member's measurements profile, GET/PUT /api/user/measurements, owner only. */

const URL = '/api/user/measurements';

/** Complete, without a date taken (the server records the day of the save). */
const { takenAt: _takenAt, ...FULL_CM } = FULL_MEASUREMENTS;

let t: TestApp;
let ada: TestUser;
let bola: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.factories.member();
  bola = await t.factories.member();
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t.close();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/user/measurements', () => {
  it('answers an empty, incomplete profile in centimetres before the first save', async () => {
    const res = await t.get(URL, bola.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      measurements: {
        unit: 'cm',
        takenAt: null,
        chest: null,
        waist: null,
        hips: null,
        shoulder: null,
        sleeve: null,
        neck: null,
        trouserLength: null,
        inseam: null,
        agbadaLength: null,
        height: null,
      },
      complete: false,
    });
  });

  it('is refused to a guest', async () => {
    expectError(await t.get(URL), 401, 'UNAUTHENTICATED');
    expectError(await t.put(URL, { measurements: FULL_CM }), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /api/user/measurements', () => {
  it('saves a partial profile, dated today, and reads it back as incomplete', async () => {
    const res = await t.put(URL, { measurements: { unit: 'cm', chest: 100.04 } }, ada.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Your measurements are saved.',
      complete: false,
      measurements: { unit: 'cm', chest: 100, waist: null, takenAt: today() },
    });
    const read = await t.get(URL, ada.token);
    expect(read.body.measurements).toMatchObject({ chest: 100, takenAt: today() });
  });

  it('saves every measurement: complete, with the date given', async () => {
    const res = await t.put(
      URL,
      { measurements: { ...FULL_CM, takenAt: '2026-01-15' } },
      ada.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      complete: true,
      measurements: { ...FULL_CM, takenAt: '2026-01-15' },
    });
  });

  it('refuses a number outside its range, in the unit given', async () => {
    const tooSmall = await t.put(URL, { measurements: { unit: 'cm', chest: 12 } }, ada.token);
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.issues[0]).toEqual({
      path: 'measurements.chest',
      message: 'Chest must be from 50 to 200 cm.',
    });
    // 104 is a chest in centimetres, not in inches.
    const inches = await t.put(URL, { measurements: { unit: 'in', chest: 104 } }, ada.token);
    expect(inches.status).toBe(400);
    expect(inches.body.issues[0]).toEqual({
      path: 'measurements.chest',
      message: 'Chest must be from 19.6 to 78.8 in.',
    });
    const ok = await t.put(URL, { measurements: { unit: 'in', chest: 41 } }, ada.token);
    expect(ok.status).toBe(200);
    expect(ok.body.measurements).toMatchObject({ unit: 'in', chest: 41, waist: null });
  });

  it('refuses a bad unit, a text for a number, and a date in the future or malformed', async () => {
    const unit = await t.put(URL, { measurements: { unit: 'mm' } }, ada.token);
    expect(unit.body.issues[0]).toEqual({
      path: 'measurements.unit',
      message: 'Unit must be cm or in.',
    });
    const text = await t.put(URL, { measurements: { unit: 'cm', waist: '90' } }, ada.token);
    expect(text.body.issues[0]).toEqual({
      path: 'measurements.waist',
      message: 'Waist must be a number.',
    });
    for (const takenAt of ['2999-01-01', '2026-02-30', 'yesterday', 'x'.repeat(500)]) {
      const res = await t.put(URL, { measurements: { unit: 'cm', takenAt } }, ada.token);
      expect(res.status, takenAt).toBe(400);
      expect(res.body.issues[0].message).toBe(
        'Date taken must be a date (YYYY-MM-DD), not in the future.',
      );
    }
    const missing = await t.put(URL, {}, ada.token);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Measurements are required.');
    // Nothing refused was saved.
    expect((await t.get(URL, ada.token)).body.measurements).toMatchObject({
      unit: 'in',
      chest: 41,
    });
  });

  it("is each caller's own: nobody else reads or changes a member's profile", async () => {
    await t.put(URL, { measurements: FULL_CM }, ada.token);
    // The admin has its own (empty) profile, not Ada's; saving it leaves Ada's alone.
    expect((await t.get(URL, admin.token)).body.measurements.chest).toBeNull();
    await t.put(URL, { measurements: { unit: 'cm', chest: 120 } }, admin.token);
    expect((await t.get(URL, bola.token)).body.measurements.chest).toBeNull();
    expect((await t.get(URL, ada.token)).body.measurements.chest).toBe(104);
    // Another account's id in the body changes nothing: there is no way to name one.
    await t.put(URL, { measurements: { unit: 'cm', chest: 99 }, userId: ada.user.id }, bola.token);
    expect((await t.get(URL, ada.token)).body.measurements.chest).toBe(104);
  });
});
