/** A provider's HTTP API could not be used (network, 5xx, refusal). */
export class PaymentProviderError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
