import type { PaymentProviderName } from '#shared/checkout/checkout.constants';
import type { PaystackSetup } from '#shared/checkout/checkout.schemas';
import type { OrderLine } from '#shared/order/order-line';

/** A provider's notification, as the event ledger recognises it when it comes again. */
export interface PaymentEventKey {
  provider: PaymentProviderName;
  eventId: string;
  type: string;
}

/** What a provider needs to open a payment page for one checkout session. */
export interface PaymentPageRequest {
  sessionId: string;
  lines: readonly OrderLine[];
  shippingCents: number;
  /** The discount code and what it takes off the items (decision 0054), or null. */
  discount: { code: string; cents: number } | null;
  /** What the shopper pays: the lines, less the discount, plus shipping. */
  totalCents: number;
  currency: string;
  contact: { name: string; email: string; phone: string };
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** Sent with the provider call, so a retried call opens no second page. */
  idempotencyKey: string;
}

export interface PaymentPage {
  /** The provider's id of the page (null when the payment reference comes later: Paystack). */
  providerSessionId: string | null;
  /** Where the shopper pays; null for a payment made in the browser (Paystack). */
  url: string | null;
  paystack?: PaystackSetup;
}

/** A payment as the provider reports it. */
export interface ProviderPayment {
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  /** The provider's reference of the payment itself (payment intent, transaction). */
  reference: string | null;
}

/** A refund of part (or all) of a payment. */
export interface RefundRequest {
  /** The provider's reference of the payment (the order's payment reference). */
  reference: string;
  amountCents: number;
  /**
   * Made of the refund's own id: the provider answers a repeated call with the refund it already
   * made (Stripe's Idempotency-Key; Paystack is asked first whether it has a refund with it).
   */
  idempotencyKey: string;
}

/** The provider's answer: its id of the refund. */
export interface ProviderRefund {
  refundId: string;
}

/**
 * The payment providers behind one interface (PAYMENT_PROVIDER chooses one). Checkout owns it:
 * checkout says what it needs from a provider, and payment/ implements it, so the arrow points
 * from payment to checkout and never back.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Set when the provider may not take payments on this store (the test page on a store others
   * can reach): starting a checkout is refused with this text (400) before anything is reserved.
   */
  readonly refusal?: string;
  openPage(request: PaymentPageRequest): Promise<PaymentPage>;
  /**
   * Asks the provider whether a page was paid, for a return that beats the webhook. Null when the
   * provider has nothing to ask (the test page records payments itself; Paystack is verified by
   * reference).
   */
  lookup(providerSessionId: string): Promise<ProviderPayment | null>;
  /**
   * Closes a page so it can no longer be paid: 'closed', 'paid' when it already was, or
   * 'failed' when the provider could not be reached.
   */
  close(providerSessionId: string): Promise<'closed' | 'paid' | 'failed'>;
  /**
   * Refunds part of a payment, once per idempotency key; throws PaymentProviderError when the
   * provider could not be reached or refused (the caller retries with the same key).
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
}
