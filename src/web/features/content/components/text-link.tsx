import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '../../../lib/cn';

const LINK_CLASS =
  'font-medium text-ink underline decoration-gold/70 decoration-1 underline-offset-4 transition-colors hover:decoration-ink';

/** An inline link in running text: a router link for our pages, a plain anchor for mail and phone. */
export function TextLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  if (/^(mailto:|tel:|https?:)/.test(to)) {
    return (
      <a href={to} className={cn(LINK_CLASS, className)}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={cn(LINK_CLASS, className)}>
      {children}
    </Link>
  );
}
