import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { maxQuantity, quantityError } from '#shared/cart/cart.rules';
import { MADE_TO_MEASURE_SIZE } from '#shared/product/made-to-measure';
import type { ProductDto } from '#shared/product/product.schemas';

import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { toast } from '../../../lib/toast';
import { MadeToMeasureChoice } from './made-to-measure-choice';
import { SizeSelector } from './size-selector';
import { sizeStockView } from './size-stock-view';

const noChanges = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

export const SELECT_SIZE_MESSAGE = 'Please select a size.';

interface BagLine {
  size: string;
  quantity: number;
}

interface ProductPurchaseProps {
  product: Pick<ProductDto, '_id' | 'name' | 'sizes' | 'inventory' | 'price' | 'madeToMeasure'> &
    Partial<Pick<ProductDto, 'sizeStock'>>;
  /** This product's lines in the bag (one per size). */
  bagLines: readonly BagLine[];
  /** Adds to the bag; answers the quantity rule's message when refused. */
  onAdd: (size: string, quantity: number) => string | null;
  onRemove: (size: string) => void;
  onBagQuantity: (size: string, quantity: number) => string | null;
  /** Sits next to the bag button (the wishlist heart). */
  aside?: ReactNode;
  /** Drawn under the bag button for the chosen size ("Notify me" when it is sold out). */
  sizeNote?: (size: string) => ReactNode;
}

/**
 * Size, quantity and the bag button. A size must be chosen first; the quantity follows the
 * rules (at least 1, at most the inventory and the maximum order quantity). With this size in
 * the bag, the button removes it and the stepper changes the bag's quantity.
 */
export function ProductPurchase({
  product,
  bagLines,
  onAdd,
  onRemove,
  onBagQuantity,
  aside,
  sizeNote,
}: ProductPurchaseProps) {
  const [pickedSize, setSize] = useState<string | null>(null);
  // A link may choose the size (`?size=L`, the back-in-stock mail's): read once hydrated, as
  // the server draws (and caches) the page without it.
  const [searchParams] = useSearchParams();
  const isHydrated = useSyncExternalStore(noChanges, isBrowser, isServer);
  const asked = isHydrated ? searchParams.get('size') : null;
  const linkedSize = product.sizes.find((offered) => offered === asked) ?? null;
  // Until the shopper picks one, the size is the bag's (which fills in after a server-drawn page
  // hydrates), or the only one there is.
  const size =
    pickedSize ??
    linkedSize ??
    bagLines[0]?.size ??
    (product.sizes.length === 1 ? (product.sizes[0] ?? null) : null);
  const [quantity, setQuantity] = useState(1);
  const [isSizeMissing, setIsSizeMissing] = useState(false);
  const line = bagLines.find((item) => item.size === size);
  const isMadeToMeasure = size === MADE_TO_MEASURE_SIZE;
  // Per size (decision 0039): the chosen size's own stock; a sold-out size stays selectable.
  // Made to measure takes no stock (decision 0042): only the maximum order quantity applies.
  const view = sizeStockView(product, isMadeToMeasure ? null : size);
  const inStock = isMadeToMeasure ? 0 : view.inStock;
  const isOutOfStock = view.isOutOfStock && !isMadeToMeasure;
  const soldOutSize = isMadeToMeasure ? null : view.soldOutSize;
  // A shared stock at 0 marks every size sold out, each still selectable for its alert.
  const shownSizeStock =
    product.sizeStock?.length || product.inventory > 0
      ? product.sizeStock
      : product.sizes.map((each) => ({ size: each, quantity: 0 }));
  const limit = isMadeToMeasure
    ? maxQuantity(inStock)
    : Math.max(1, Math.min(inStock, maxQuantity(inStock)));
  const shownQuantity = line ? line.quantity : quantity;

  const handleQuantity = (next: number) => {
    if (line && size) {
      const error = onBagQuantity(size, next);
      if (error) toast.error(error);
    } else {
      setQuantity(next);
    }
  };

  const handleAdd = () => {
    if (!size) {
      setIsSizeMissing(true);
      toast.error(SELECT_SIZE_MESSAGE);
      return;
    }
    const error = soldOutSize ?? quantityError(quantity, inStock) ?? onAdd(size, quantity);
    if (error) toast.error(error);
  };

  return (
    <div className="space-y-7">
      <SizeSelector
        sizes={product.sizes}
        selected={size}
        hasError={isSizeMissing && !size}
        sizeStock={shownSizeStock}
        onSelect={(next) => {
          setSize(next);
          setIsSizeMissing(false);
          setQuantity(1);
        }}
      />
      <MadeToMeasureChoice
        offer={product.madeToMeasure}
        isSelected={isMadeToMeasure}
        onSelect={() => {
          setSize(MADE_TO_MEASURE_SIZE);
          setIsSizeMissing(false);
          setQuantity(1);
        }}
      />
      <div>
        <p
          className="text-xs font-semibold tracking-[0.16em] text-ink uppercase"
          aria-hidden="true"
        >
          Quantity
        </p>
        <div className="mt-3">
          <QuantityStepper
            value={shownQuantity}
            max={limit}
            isDisabled={isOutOfStock}
            label={`Quantity of ${product.name}`}
            onChange={handleQuantity}
          />
        </div>
      </div>
      <div className="flex items-center gap-3">
        {line && size ? (
          <Button
            variant="secondary"
            size="lg"
            className="flex-1"
            onClick={() => {
              setSize(size);
              onRemove(size);
            }}
          >
            Remove From Bag
          </Button>
        ) : (
          <Button size="lg" className="flex-1" disabled={isOutOfStock} onClick={handleAdd}>
            Add To Bag
          </Button>
        )}
        {aside}
      </div>
      {size ? sizeNote?.(size) : null}
    </div>
  );
}
