import type { ReactNode } from 'react';

import { cn } from '../../lib/cn';

export function PageTitle({
  children,
  eyebrow,
  className,
}: {
  children: ReactNode;
  eyebrow?: string;
  className?: string;
}) {
  return (
    <div className={cn('mb-8', className)}>
      {eyebrow ? (
        <p className="mb-2 text-xs font-medium uppercase tracking-[0.2em] text-gold">{eyebrow}</p>
      ) : null}
      <h1 className="text-4xl font-semibold leading-tight text-ink sm:text-5xl">{children}</h1>
    </div>
  );
}

export function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4 border-b border-line pb-4">
      <h1 className="text-3xl font-semibold text-ink">{children}</h1>
      {action}
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 border border-dashed border-stone-300 px-6 py-14 text-center">
      <p className="text-base text-muted">{children}</p>
      {action}
    </div>
  );
}

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'dark' | 'gold' | 'success' | 'danger';
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center px-2.5 py-1 text-[11px] font-semibold uppercase tracking-[0.14em]',
        tone === 'neutral' && 'bg-sand text-ink-soft',
        tone === 'dark' && 'bg-ink text-white',
        tone === 'gold' && 'bg-[#f3e8d2] text-[#6b4f1d]',
        tone === 'success' && 'bg-green-50 text-success',
        tone === 'danger' && 'bg-red-50 text-danger',
      )}
    >
      {children}
    </span>
  );
}
