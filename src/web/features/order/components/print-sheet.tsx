import type { ReactNode } from 'react';

import { STORE_NAME } from '#shared/common/constants';

import { Button } from '../../../components/ui/button';

/**
 * A printable sheet: the store's name, a title and the order it is about, its content, and a
 * Print button (hidden on paper). The print stylesheet (styles.css, `.print-sheet`) keeps only
 * the sheet on paper, black on white.
 */
export function PrintSheet({
  title,
  orderLabel,
  children,
  back,
}: {
  title: string;
  orderLabel: string;
  children: ReactNode;
  /** A way back to the order (hidden on paper). */
  back?: ReactNode;
}) {
  return (
    <article aria-labelledby="print-sheet-title" className="print-sheet mx-auto max-w-3xl">
      <div className="print-hide mb-6 flex flex-wrap items-center justify-between gap-3">
        {back}
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <div className="border border-line bg-white p-6 sm:p-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-line pb-5">
          <p className="font-display text-2xl tracking-[0.08em] uppercase">{STORE_NAME}</p>
          <h1 id="print-sheet-title" className="font-display text-3xl font-semibold">
            {title}
          </h1>
        </div>
        <p className="mt-4 text-sm">
          <span className="font-medium">Order #</span>
          <span className="break-all tabular-nums">{orderLabel}</span>
        </p>
        {children}
      </div>
    </article>
  );
}

/** A labelled block of a sheet (Ship to, Paid...). */
export function SheetBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="text-[11px] font-medium tracking-[0.14em] text-muted uppercase">{title}</h2>
      <div className="mt-1 text-sm text-ink">{children}</div>
    </section>
  );
}
