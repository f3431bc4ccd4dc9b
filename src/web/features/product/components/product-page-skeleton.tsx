/** The product page's shape while it loads, so nothing jumps when it arrives. */
export function ProductPageSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="container-page pt-6 pb-4 sm:pt-10">
      <div
        aria-hidden="true"
        className="grid animate-pulse gap-10 motion-reduce:animate-none lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-16"
      >
        <div className="mt-10 aspect-[4/5] bg-sand" />
        <div className="space-y-5 lg:pt-14">
          <div className="h-3 w-24 bg-sand" />
          <div className="h-12 w-4/5 bg-sand" />
          <div className="h-7 w-28 bg-sand" />
          <div className="h-40 w-full bg-sand" />
        </div>
      </div>
    </div>
  );
}
