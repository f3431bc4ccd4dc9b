import { paginationWindow } from '#shared/common/pagination';

import { cn } from '../../lib/cn';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  /**
   * The page's query (a storefront list): the buttons then also work without JavaScript, as a
   * GET form that keeps the other parameters and sets `page`.
   */
  query?: URLSearchParams;
}

/** Shown only when there is more than one page: 3 numbers around the current, 2 at each margin. */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  label = 'Pagination',
  query,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationWindow(currentPage, totalPages);
  const itemClass = 'inline-flex h-10 min-w-10 items-center justify-center px-3 text-sm';
  /** A button that goes to `page`: by the app, or (without JavaScript) by the form. */
  const goTo = (page: number) =>
    query
      ? {
          type: 'submit' as const,
          name: 'page',
          value: String(page),
          onClick: (event: React.MouseEvent) => {
            event.preventDefault();
            onPageChange(page);
          },
        }
      : { type: 'button' as const, onClick: () => onPageChange(page) };
  const list = (
    <ul className="flex flex-wrap items-center gap-1">
      <li>
        <button
          {...goTo(currentPage - 1)}
          className={cn(
            itemClass,
            'hover:bg-sand disabled:text-stone-300 disabled:hover:bg-transparent',
          )}
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
              {...goTo(item)}
              className={cn(
                itemClass,
                item === currentPage ? 'bg-ink text-white' : 'hover:bg-sand',
              )}
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
          {...goTo(currentPage + 1)}
          className={cn(
            itemClass,
            'hover:bg-sand disabled:text-stone-300 disabled:hover:bg-transparent',
          )}
          disabled={currentPage >= totalPages}
          aria-label="Next page"
        >
          ›
        </button>
      </li>
    </ul>
  );
  return (
    <nav aria-label={label} className="mt-10 flex justify-center">
      {query ? (
        <form method="get">
          {[...query.entries()]
            .filter(([name]) => name !== 'page')
            .map(([name, value], index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ))}
          {list}
        </form>
      ) : (
        list
      )}
    </nav>
  );
}
