import { ButtonLink } from '../../../components/ui/button';

/** Where a shopper lands after paying: the order is on the cutting table. */
export function OrderPreparingPage() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <span
        aria-hidden="true"
        className="inline-flex size-16 items-center justify-center rounded-full border border-gold text-gold"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="mt-8 text-xs font-medium uppercase tracking-[0.2em] text-gold">Thank you</p>
      <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-semibold text-ink sm:text-5xl">
        Your order is being prepared.
      </h1>
      <p className="mt-4 font-display text-2xl text-ink-soft italic">Thanks for your patronage!</p>
      <p className="mt-6 max-w-lg text-[15px] leading-7 text-muted">
        Our team in Lagos is getting your pieces ready. We will email you as soon as your parcel is
        on its way, and delivery takes 3-5 working days from dispatch.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/shop">Continue shopping</ButtonLink>
        <ButtonLink to="/dashboard/orders" variant="secondary">
          View your orders
        </ButtonLink>
      </div>
    </div>
  );
}
