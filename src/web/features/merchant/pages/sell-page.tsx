import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { MerchantApplicationBodySchema } from '#shared/merchant/merchant.schemas';

import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page';
import { SuccessTick } from '../../../components/ui/success-tick';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { useApplyToSell } from '../api/merchant.queries';
import {
  EMPTY_APPLICATION,
  MERCHANT_APPLICATION_FIELDS,
  MerchantApplicationFields,
} from '../components/merchant-application-fields';

/** What a seller gets here: true to the merchant features (README, decisions 0019, 0037, 0038). */
const SELLER_GETS = [
  {
    title: 'Your own brand page',
    text: 'Once we approve you, your label has its own page in our shop, with its name, story and every piece you list.',
  },
  {
    title: 'Your own products and sales',
    text: 'List, price and picture your pieces, keep stock per size, offer made to measure and your size guide. Your dashboard shows your sales, and each order of yours is mailed to you.',
  },
  {
    title: 'You ship your own items',
    text: "You see the buyer's name, phone and delivery address for your items only, print a packing slip and mark them shipped with the carrier and tracking number. Returns of your items come to you to accept, receive and refund.",
  },
  {
    title: 'Payments and payouts',
    text: 'Shoppers pay the store at checkout, by card. The store does not pay sellers out automatically: we settle your sales with you as agreed when we approve your brand.',
  },
] as const;

/**
 * The page's history state after an application: the server's answer, kept with the history
 * entry, so the confirmation stays on screen, after a reload too, until the shopper goes on.
 */
interface SellState {
  applied: string;
}

const noSubscription = () => () => {};

/**
 * False while the page hydrates (the server drew it without any history state), true after:
 * a reload with a confirmation in its state draws the form first, as the server did, then it.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function appliedOf(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'applied' in state &&
    typeof state.applied === 'string'
    ? state.applied
    : null;
}

/** The confirmation that replaces the form: the server's words and what happens next. */
function Applied({ message, onAgain }: { message: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes to the confirmation, so a screen reader reads it where the form was.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="sell-applied"
      className="max-w-3xl border border-line bg-sand/40 px-6 py-10 text-center sm:px-10"
    >
      <SuccessTick />
      <h2
        id="sell-applied"
        ref={heading}
        tabIndex={-1}
        className="mt-5 font-display text-3xl font-semibold text-ink outline-none"
      >
        Application received
      </h2>
      <p role="status" className="mt-3 text-[15px] leading-7 text-ink">
        {message}
      </p>
      <p className="mx-auto mt-3 max-w-xl text-sm leading-6 text-muted">
        An admin reviews every application. Once yours is approved we email you an invitation to
        complete your merchant sign-up; your brand page goes live with your first products.
      </p>
      <Button type="button" variant="secondary" className="mt-8" onClick={onAgain}>
        Send another application
      </Button>
    </section>
  );
}

/** /sell: a tailor or label applies to sell here; an admin reviews the application. */
export function SellPage() {
  const apply = useApplyToSell();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const applied = hydrated ? appliedOf(location.state) : null;
  const form = useZodForm(MerchantApplicationBodySchema, {
    defaultValues: EMPTY_APPLICATION,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apply.mutateAsync(values);
      form.reset();
      const state: SellState = { applied: result.message };
      await navigate(location.pathname, { replace: true, state, preventScrollReset: true });
    } catch (error) {
      applyServerIssues(error, form.setError, [...MERCHANT_APPLICATION_FIELDS]);
      handleError(error);
    }
  });

  return (
    <div className="container-page py-12 sm:py-20">
      <PageTitle eyebrow="Merchants">Sell With Us</PageTitle>
      <p className="mb-8 max-w-2xl text-[15px] leading-7 text-ink-soft">
        Do you cut agbada, suits or native sets under your own label? Sell them at Eko Thread. Tell
        us about your brand: we review every application and call you on the phone number you give
        us, in Nigeria, the UK or anywhere else (start an international number with +, as in +234
        803 555 0142).
      </p>
      <section aria-labelledby="sell-gets" className="mb-12 max-w-5xl">
        <h2 id="sell-gets" className="mb-5 font-display text-2xl font-semibold text-ink">
          What you get
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {SELLER_GETS.map((item) => (
            <li key={item.title} className="border border-line px-5 py-4">
              <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-ink">
                {item.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-ink-soft">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {applied ? (
        <Applied
          message={applied}
          onAgain={() => void navigate(location.pathname, { replace: true, state: null })}
        />
      ) : (
        <section aria-labelledby="sell-apply">
          <h2 id="sell-apply" className="mb-5 font-display text-2xl font-semibold text-ink">
            Apply
          </h2>
          <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-5">
            <MerchantApplicationFields form={form} />
            <Button type="submit" size="lg" isLoading={form.formState.isSubmitting}>
              Submit
            </Button>
          </form>
        </section>
      )}
    </div>
  );
}
