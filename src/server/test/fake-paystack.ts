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
  const refunds: Array<{
    id: number;
    transaction: number;
    amount: number;
    merchant_note: string | null;
    status: 'processed';
  }> = [];
  const refundCalls: Array<Record<string, unknown>> = [];
  let failRefunds = 0;
  let nextId = 4_000_000;

  /** A transaction named by its id or its reference. */
  function transactionOf(named: string) {
    const byReference = transactions.get(named);
    if (byReference) return byReference;
    return [...transactions.values()].find((transaction) => String(transaction.id) === named);
  }

  /** GET /refund?transaction= and POST /refund {transaction, amount, merchant_note}. */
  async function refundRoute(
    method: string,
    url: URL,
    raw: string,
    send: (status: number, body: unknown) => void,
  ) {
    if (method === 'GET') {
      const transaction = transactionOf(url.searchParams.get('transaction') ?? '');
      return send(200, {
        status: true,
        message: 'Refunds retrieved',
        data: refunds.filter((refund) => refund.transaction === transaction?.id),
      });
    }
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    refundCalls.push(body);
    if (failRefunds > 0) {
      failRefunds -= 1;
      return send(500, { status: false, message: 'The fake was told to fail this call.' });
    }
    const transaction = transactionOf(String(body.transaction ?? ''));
    if (!transaction || transaction.status !== 'success') {
      return send(400, { status: false, message: 'Transaction not found' });
    }
    const refunded = refunds
      .filter((refund) => refund.transaction === transaction.id)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? transaction.amount - refunded : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > transaction.amount) {
      return send(400, { status: false, message: 'Refund amount cannot exceed the transaction.' });
    }
    nextId += 1;
    const refund = {
      id: nextId,
      transaction: transaction.id,
      amount,
      merchant_note: typeof body.merchant_note === 'string' ? body.merchant_note : null,
      status: 'processed' as const,
    };
    refunds.push(refund);
    return send(200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: refund,
    });
  }

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(401, { status: false, message: 'Invalid key' });
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/refund') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void refundRoute(request.method ?? 'GET', url, Buffer.concat(chunks).toString(), send);
      });
      return;
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
    /** Every refund made, and every POST /refund received (made or not). */
    refunds,
    refundCalls,
    /** The next `count` POST /refund calls answer 500. */
    failRefunds(count = 1) {
      failRefunds = count;
    },
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
