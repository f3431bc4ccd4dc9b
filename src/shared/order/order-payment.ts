import type { PaymentProviderName } from '../checkout/checkout.constants';

/**
 * How an order was paid, in the shopper's words. Every provider the store uses today takes a
 * card; the provider's own name and its reference are the store's business, not the shopper's.
 */
export const PAYMENT_METHODS = ['card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const METHOD_OF_PROVIDER: Record<PaymentProviderName, PaymentMethod> = {
  stripe: 'card',
  paystack: 'card',
  test: 'card',
};

/** The way a provider's payments are made. */
export function paymentMethodOf(provider: PaymentProviderName): PaymentMethod {
  return METHOD_OF_PROVIDER[provider];
}

/** "26 Nov 2026": the day of a payment, in UTC like every date the store shows. */
export function paymentDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "Paid by card on 26 Nov 2026". */
export function paidSentence(order: { paymentMethod: PaymentMethod; paidAt: string }): string {
  const day = paymentDay(order.paidAt);
  return day ? `Paid by ${order.paymentMethod} on ${day}` : `Paid by ${order.paymentMethod}`;
}
