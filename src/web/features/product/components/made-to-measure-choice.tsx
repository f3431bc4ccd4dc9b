import { Link } from 'react-router';

import { formatDollars, round2 } from '#shared/common/money';
import {
  MADE_TO_MEASURE_SIZE,
  MEASUREMENTS_SCREEN_PATH,
  type MadeToMeasureOffer,
} from '#shared/product/made-to-measure';

import { cn } from '../../../lib/cn';

/** What a bag line of this product in this size costs, and the stock its quantity follows. */
export function bagLineTerms(
  product: { price: number; inventory: number; madeToMeasure?: MadeToMeasureOffer | null },
  size: string,
): { price: number; inventory: number } {
  if (size !== MADE_TO_MEASURE_SIZE || !product.madeToMeasure) {
    return { price: product.price, inventory: product.inventory };
  }
  // Made to measure takes no stock: only the maximum order quantity applies (decision 0042).
  return { price: round2(product.price + product.madeToMeasure.surcharge), inventory: 0 };
}

/** "+$25.00 · made in 21 days" (nothing for an empty part). */
export function offerTerms(offer: MadeToMeasureOffer): string {
  const parts = [
    offer.surcharge > 0 ? `+${formatDollars(offer.surcharge)}` : 'No surcharge',
    offer.leadDays > 0 ? `made in ${offer.leadDays} ${offer.leadDays === 1 ? 'day' : 'days'}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * "Made to my measurements", chosen instead of a size on a product offered made to measure,
 * with its surcharge and lead time and a link to the member's measurements.
 */
export function MadeToMeasureChoice({
  offer,
  isSelected,
  onSelect,
}: {
  offer: MadeToMeasureOffer | null | undefined;
  isSelected: boolean;
  onSelect: () => void;
}) {
  if (!offer) return null;
  return (
    <div>
      <p className="text-xs text-muted">Or have it cut for you:</p>
      <button
        type="button"
        aria-pressed={isSelected}
        onClick={onSelect}
        className={cn(
          'mt-2 flex w-full flex-col items-start border px-4 py-3 text-left transition-colors',
          isSelected
            ? 'border-ink bg-ink text-white'
            : 'border-stone-300 bg-white text-ink hover:border-ink',
        )}
      >
        <span className="text-sm font-medium">Made to my measurements</span>
        <span className={cn('text-xs', isSelected ? 'text-stone-200' : 'text-muted')}>
          {offerTerms(offer)}
        </span>
      </button>
      {isSelected ? (
        <p className="mt-2 text-xs text-muted">
          Cut to the measurements saved in your account.{' '}
          <Link to={MEASUREMENTS_SCREEN_PATH} className="text-ink underline underline-offset-4">
            Check your measurements
          </Link>
        </p>
      ) : null}
    </div>
  );
}
