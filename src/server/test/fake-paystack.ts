import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePaystackTransaction {
  status: 'success' | 'failed' | 'abandoned';
  amount: number;
  currency: string;
}

/**
 * A local fake of Paystack's GET /transaction/verify/:reference: the test records what the
 * shopper paid in the browser, the store verifies it with its secret key.
 */
export async function startFakePaystack(options: { secretKey: string }) {
  const transactions = new Map<string, FakePaystackTransaction & { id: number }>();
  const verified: string[] = [];
  let nextId = 4_000_000;

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(401, { status: false, message: 'Invalid key' });
    }
    const match = /^\/transaction\/verify\/([^/?]+)$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match)
      return send(404, { status: false, message: 'Not found' });
    const reference = decodeURIComponent(match[1]!);
    verified.push(reference);
    const transaction = transactions.get(reference);
    if (!transaction) {
      return send(400, { status: false, message: 'Transaction reference not found' });
    }
    return send(200, {
      status: true,
      message: 'Verification successful',
      data: {
        id: transaction.id,
        status: transaction.status,
        reference,
        amount: transaction.amount,
        currency: transaction.currency,
        gateway_response: transaction.status === 'success' ? 'Successful' : 'Declined',
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    verified,
    /** The shopper paid (or tried to) in Paystack's inline form. */
    pay(reference: string, transaction: FakePaystackTransaction): number {
      nextId += 1;
      transactions.set(reference, { ...transaction, id: nextId });
      return nextId;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
