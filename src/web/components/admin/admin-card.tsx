import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '../ui/page';

/** 'Active' or 'Inactive', as a catalog card shows an item's state. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'success' : 'neutral'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}

/** A card of a dashboard list that opens the item's edit screen: its name, its state, then `children`. */
export function AdminCard({
  to,
  title,
  isActive,
  children,
}: {
  to: string;
  title: string;
  isActive: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col gap-4 border border-line bg-white p-5 transition-colors hover:border-ink sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 className="min-w-0 break-words text-2xl font-semibold text-ink">{title}</h2>
        <ActiveBadge isActive={isActive} />
      </div>
      {children}
    </Link>
  );
}
