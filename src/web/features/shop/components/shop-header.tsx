import type { ReactNode } from 'react';

/** The shop's one h1, with what is being shown: all garments, a brand or a category. */
export function ShopHeader({
  eyebrow,
  title,
  description,
}: {
  eyebrow: string;
  title: string;
  description?: ReactNode;
}) {
  return (
    <header className="border-b border-line pb-8">
      <p className="text-xs font-medium tracking-[0.2em] text-gold uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-4xl leading-tight font-semibold text-ink sm:text-5xl">{title}</h1>
      {description ? (
        <p className="mt-3 max-w-2xl text-[15px] leading-7 text-ink-soft">{description}</p>
      ) : null}
    </header>
  );
}
