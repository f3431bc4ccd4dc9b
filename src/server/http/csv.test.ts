import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { parse } from 'csv-parse/sync';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CsvRow } from '../kernel/csv-export';
import { sendCsv } from './csv';

/*
 * The CSV writer over a real socket: a slow client holds back the rows' generator, and a client
 * that leaves ends it. The exports' own files are tested with their features.
 */

const ROWS = 2_000_000;

interface Probe {
  produced: number;
  finished: boolean;
  reply?: FastifyReply;
}

let app: FastifyInstance | undefined;

async function serve(probe: Probe): Promise<string> {
  app = Fastify();
  app.get('/file', async (_request, reply) => {
    probe.reply = reply;
    // Batches of 100 rows, as the exports read them.
    async function* batches(): AsyncGenerator<CsvRow[]> {
      try {
        for (let i = 0; i < ROWS; i += 100) {
          const batch: CsvRow[] = [];
          for (let j = i; j < i + 100; j += 1) batch.push([j, `row ${j}`, '=1+1']);
          probe.produced += batch.length;
          yield batch;
        }
      } finally {
        probe.finished = true;
      }
    }
    return sendCsv(reply, {
      name: 'probe',
      header: ['n', 'text', 'formula'],
      total: ROWS,
      batches: batches(),
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/file`;
}

function open(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, resolve);
    req.on('error', reject);
    req.end();
  });
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('sendCsv', () => {
  it('holds the rows back while the client does not read: the file is never built in memory', async () => {
    const probe: Probe = { produced: 0, finished: false };
    const res = await open(await serve(probe));
    res.pause();
    expect(res.headers['x-total-count']).toBe(String(ROWS));
    // The socket's buffers fill up and the response asks to drain: the generator then waits.
    await vi.waitFor(() => expect(probe.reply?.raw.writableNeedDrain).toBe(true), {
      timeout: 10_000,
    });
    const heldAt = probe.produced;
    expect(heldAt).toBeLessThan(ROWS / 10);
    // Reading resumes the rows; the first ones are whole and neutralised.
    const first: Buffer[] = [];
    let size = 0;
    await new Promise<void>((resolve) => {
      res.on('data', (chunk: Buffer) => {
        first.push(chunk);
        size += chunk.length;
        if (size > 4096) {
          res.destroy();
          resolve();
        }
      });
      res.resume();
    });
    const text = Buffer.concat(first).toString('utf8');
    const lines = text.slice(1, text.lastIndexOf('\r\n')).split('\r\n');
    expect(parse(lines.slice(0, 3).join('\r\n'))).toEqual([
      ['n', 'text', 'formula'],
      ['0', 'row 0', "'=1+1"],
      ['1', 'row 1', "'=1+1"],
    ]);
  });

  it('ends the generator when the client goes away mid-file (no further reads)', async () => {
    const probe: Probe = { produced: 0, finished: false };
    const res = await open(await serve(probe));
    await new Promise<void>((resolve) => res.once('data', () => resolve()));
    res.destroy();
    await vi.waitFor(() => expect(probe.finished).toBe(true), { timeout: 10_000 });
    const stoppedAt = probe.produced;
    expect(stoppedAt).toBeLessThan(ROWS);
    // Nothing runs it any more.
    await new Promise((resolve) => setImmediate(resolve));
    expect(probe.produced).toBe(stoppedAt);
  });
});
