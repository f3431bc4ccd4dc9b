import type { PaystackSetup } from '#shared/checkout/checkout.schemas';

/** Paystack's inline script (the in-browser payment of storefront spec section 7). */
export const PAYSTACK_SCRIPT = 'https://js.paystack.co/v1/inline.js';

interface PaystackOptions {
  key: string;
  email: string;
  amount: number;
  currency: string;
  ref: string;
  metadata: { name: string; phone: string };
  label?: string;
  callback: (response: { reference: string }) => void;
  onClose: () => void;
}

interface PaystackPop {
  setup(options: PaystackOptions): { openIframe(): void };
}

declare global {
  interface Window {
    PaystackPop?: PaystackPop;
  }
}

let loading: Promise<PaystackPop> | null = null;

/** Loads Paystack's script once; it defines window.PaystackPop. */
function loadPaystack(): Promise<PaystackPop> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise<PaystackPop>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (window.PaystackPop) resolve(window.PaystackPop);
      else reject(new Error('The payment window could not be opened. Please try again.'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('The payment window could not be opened. Please try again.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Paystack's payment window for the server's setup (reference, email, amount in kobo,
 * metadata name and phone). Resolves with the paid reference, or null when the shopper closed
 * the window without paying.
 */
export async function payWithPaystack(setup: PaystackSetup): Promise<string | null> {
  const paystack = await loadPaystack();
  return new Promise((resolve) => {
    paystack
      .setup({
        key: setup.publicKey,
        email: setup.email,
        amount: setup.amount,
        currency: setup.currency,
        ref: setup.reference,
        metadata: setup.metadata,
        label: 'Pay Now',
        callback: (response) => resolve(response.reference),
        onClose: () => resolve(null),
      })
      .openIframe();
  });
}
