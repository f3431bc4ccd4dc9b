import type { ReactNode } from 'react';

/**
 * A region that scrolls sideways on small screens (a wide table), reachable by keyboard so it can
 * be scrolled without a pointer. Named by `label` or by the element `labelledBy` points at.
 */
export function ScrollRegion({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // A scrollable region must be reachable by keyboard on small screens.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="-mx-1 overflow-x-auto px-1 pb-2"
    >
      {children}
    </div>
  );
}
