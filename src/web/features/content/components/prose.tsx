import type { ReactNode } from 'react';

import { cn } from '../../../lib/cn';

/** Typography for long-form text: comfortable measure, spaced paragraphs, lists and sub-headings. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'text-[15px] leading-7 text-ink-soft sm:text-base sm:leading-8',
        '[&>*+*]:mt-4',
        '[&_h3]:mt-8 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-ink',
        '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5',
        '[&_li]:pl-1 [&_li::marker]:text-gold [&_strong]:font-semibold [&_strong]:text-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}
