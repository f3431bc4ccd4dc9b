import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';
import { DRAIN_TIME_MS } from './request-body';

/*
 * A body over its limit gets a 413 its sender can read, whatever its size and however it is
 * sent: the server reads and drops the rest for a bounded time (as nginx's lingering close
 * does), answers, then closes. Through a real listening server, from a client in another
 * process: Node's fetch (undici) and a raw socket.
 */

const TOO_LARGE = { error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' };
const CLIENT = path.resolve('src/server/test/oversized-body-client.mjs');

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

interface Outcome {
  status?: number;
  answer?: unknown;
  error?: string;
  closedAfterMs?: number;
}

/** Posts `megabytes` of JSON to the sign-in form (a 16 KB limit) from another process. */
async function send(mode: string, megabytes: number): Promise<Outcome> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CLIENT, `${base}/api/auth/login`, mode, String(megabytes)],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout) as Outcome;
}

async function expectHealthy(): Promise<void> {
  const res = await fetch(`${base}/api/health`);
  expect(res.status).toBe(200);
  await res.body?.cancel();
}

describe('a JSON body far over its limit', () => {
  it.each([
    ['fetch-length', 16],
    ['fetch-length', 64],
    ['fetch-chunked', 16],
    ['fetch-chunked', 64],
    ['raw-length', 16],
    ['raw-length', 64],
    ['raw-chunked', 16],
    ['raw-chunked', 64],
  ] as const)('%s, %i MB: a 413 with the JSON error its sender reads', async (mode, megabytes) => {
    const outcome = await send(mode, megabytes);
    expect(outcome).toMatchObject({ status: 413, answer: TOO_LARGE });
    await expectHealthy();
  });

  it('a sender that trickles its body is answered and cut off after the bounded time', async () => {
    const outcome = await send('raw-trickle', 16);
    expect(outcome).toMatchObject({ status: 413, answer: TOO_LARGE });
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(DRAIN_TIME_MS - 500);
    expect(outcome.closedAfterMs).toBeLessThan(DRAIN_TIME_MS + 10_000);
    await expectHealthy();
  }, 40_000);
});
