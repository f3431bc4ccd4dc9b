/** The filter panel's outline while its code loads. */
export function FilterPanelSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-9">
      {['Price range', 'Rating'].map((label) => (
        <div key={label}>
          <p className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">{label}</p>
          <div className="mt-4 h-4 w-full bg-sand" />
          <div className="mt-3 h-0.5 w-full bg-stone-200" />
        </div>
      ))}
    </div>
  );
}
