/** The gold tick in a circle that heads the payment and order success pages. */
export function SuccessTick() {
  return (
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
  );
}
