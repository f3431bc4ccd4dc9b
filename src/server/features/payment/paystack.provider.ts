import { z } from 'zod';

import type { PaymentPageRequest, PaymentProvider } from '../checkout/payment-provider';
import { PaymentProviderError } from './payment-provider-error';

export const PAYSTACK_DEFAULT_API_URL = 'https://api.paystack.co';

export interface PaystackOptions {
  secretKey: string;
  publicKey: string;
  apiUrl: string | undefined;
  /** Naira per dollar: the amount is total × 100 × rate, in kobo. */
  rate: number;
}

/** The parts of GET /transaction/verify/:reference the store relies on. */
const VerifyAnswer = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z
    .object({
      status: z.string(),
      reference: z.string(),
      amount: z.number(),
      currency: z.string(),
      id: z.union([z.number(), z.string()]).optional(),
    })
    .nullish(),
});

/** The parts of Paystack's refund answers the store reads. */
const RefundShape = z.object({
  id: z.union([z.number(), z.string()]),
  merchant_note: z.string().nullish(),
});
const RefundAnswer = z.object({ status: z.boolean(), data: RefundShape.nullish() });
const RefundListAnswer = z.object({ status: z.boolean(), data: z.array(RefundShape).nullish() });

export interface PaystackTransaction {
  successful: boolean;
  reference: string;
  amountKobo: number;
  currency: string;
  transactionId: string | null;
}

export type PaystackProvider = PaymentProvider & {
  /** The amount Paystack must have charged for a total in cents. */
  amountFor(totalCents: number): number;
  /** Asks Paystack about a transaction; null when Paystack does not know the reference. */
  verify(reference: string): Promise<PaystackTransaction | null>;
};

/**
 * Paystack's in-browser payment: the store hands the browser what the inline form needs and
 * verifies the reference with Paystack's API before any order exists.
 */
export function createPaystackProvider(options: PaystackOptions): PaystackProvider {
  const baseUrl = (options.apiUrl ?? PAYSTACK_DEFAULT_API_URL).replace(/\/+$/, '');
  const amountFor = (totalCents: number) => Math.round(totalCents * options.rate);
  return {
    name: 'paystack',
    amountFor,

    async openPage(request: PaymentPageRequest) {
      return {
        providerSessionId: null,
        url: null,
        paystack: {
          publicKey: options.publicKey,
          // A timestamp, as the storefront's inline payment uses, made unique per checkout.
          reference: `${Date.now()}${request.sessionId.replace(/-/g, '').slice(-6)}`,
          email: request.contact.email,
          amount: amountFor(request.totalCents),
          currency: 'NGN',
          metadata: { name: request.contact.name, phone: request.contact.phone },
        },
      };
    },

    async lookup() {
      return null;
    },
    async close() {
      return 'closed';
    },

    // Paystack takes no idempotency key: the refund carries it as its merchant note, and a
    // retry first asks Paystack whether a refund with that note was already made.
    async refund({ reference, amountCents, idempotencyKey }) {
      const call = async (path: string, init: RequestInit = {}) => {
        let response: Response;
        try {
          response = await fetch(`${baseUrl}${path}`, {
            ...init,
            headers: {
              authorization: `Bearer ${options.secretKey}`,
              accept: 'application/json',
              'content-type': 'application/json',
            },
            signal: AbortSignal.timeout(20_000),
          });
        } catch (error) {
          throw new PaymentProviderError('Paystack could not be reached.', { cause: error });
        }
        if (!response.ok) throw new PaymentProviderError(`Paystack answered ${response.status}.`);
        return response.json().catch(() => null) as Promise<unknown>;
      };
      const listed = RefundListAnswer.safeParse(
        await call(`/refund?transaction=${encodeURIComponent(reference)}`),
      );
      if (!listed.success) throw new PaymentProviderError('Paystack answered an unknown shape.');
      const made = listed.data.data?.find((refund) => refund.merchant_note === idempotencyKey);
      if (made) return { refundId: String(made.id) };
      const created = RefundAnswer.safeParse(
        await call('/refund', {
          method: 'POST',
          body: JSON.stringify({
            transaction: reference,
            amount: amountFor(amountCents),
            merchant_note: idempotencyKey,
          }),
        }),
      );
      if (!created.success || !created.data.status || !created.data.data) {
        throw new PaymentProviderError('Paystack did not make the refund.');
      }
      return { refundId: String(created.data.data.id) };
    },

    async verify(reference) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/transaction/verify/${encodeURIComponent(reference)}`, {
          headers: { authorization: `Bearer ${options.secretKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        throw new PaymentProviderError('Paystack could not be reached.', { cause: error });
      }
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) {
        throw new PaymentProviderError(`Paystack answered ${response.status}.`);
      }
      const parsed = VerifyAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new PaymentProviderError('Paystack answered an unknown shape.');
      const data = parsed.data.data;
      if (!parsed.data.status || !data) return null;
      return {
        successful: data.status === 'success',
        reference: data.reference,
        amountKobo: data.amount,
        currency: data.currency,
        transactionId: data.id === undefined ? null : String(data.id),
      };
    },
  };
}
