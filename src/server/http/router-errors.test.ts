import { afterAll, beforeAll, describe, it } from 'vitest';

import { expectError } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Found by the fuzz test: the router answered these with Fastify's own body (and a 414), not
// the API's one error body.
describe('what the router refuses before any route runs', () => {
  it('answers a path with broken percent-encoding with the one error body', async () => {
    const res = await t.get('/api/address/%ED%A0%80');
    expectError(res, 400, 'VALIDATION_FAILED', 'The address of this request is not valid.');
  });

  it('answers an over-long path parameter with the one error body', async () => {
    const res = await t.get(`/api/product/item/${'x'.repeat(500)}`);
    expectError(
      res,
      400,
      'VALIDATION_FAILED',
      'A part of the address of this request is too long.',
    );
  });
});
