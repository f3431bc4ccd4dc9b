import { paginationWindow } from '#shared/common/pagination';

import { cn } from '../../lib/cn';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Shown only when there is more than one page: 3 numbers around the current, 2 at each margin. */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationWindow(currentPage, totalPages);
  const itemClass = 'inline-flex h-10 min-w-10 items-center justify-center px-3 text-sm';
  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(
              itemClass,
              'hover:bg-sand disabled:text-stone-300 disabled:hover:bg-transparent',
            )}
            onClick={() => onPageChange(currentPage - 1)}
            disabled={currentPage <= 1}
            aria-label="Previous page"
          >
            ‹
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={cn(itemClass, 'text-stone-400')} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  itemClass,
                  item === currentPage ? 'bg-ink text-white' : 'hover:bg-sand',
                )}
                onClick={() => onPageChange(item)}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(
              itemClass,
              'hover:bg-sand disabled:text-stone-300 disabled:hover:bg-transparent',
            )}
            onClick={() => onPageChange(currentPage + 1)}
            disabled={currentPage >= totalPages}
            aria-label="Next page"
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
