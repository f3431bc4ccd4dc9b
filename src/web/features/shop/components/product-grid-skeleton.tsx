/** The grid's shape while the first page loads, so nothing moves when it arrives. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading products">
      <ul
        aria-hidden="true"
        className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 sm:gap-y-12"
      >
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="animate-pulse motion-reduce:animate-none">
            <div className="aspect-[4/5] bg-sand" />
            <div className="mt-3 h-3 w-1/3 bg-sand" />
            <div className="mt-2 h-5 w-3/4 bg-sand" />
            <div className="mt-2 h-4 w-1/4 bg-sand" />
          </li>
        ))}
      </ul>
    </div>
  );
}
