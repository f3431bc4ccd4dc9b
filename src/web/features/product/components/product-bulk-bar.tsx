import { useState, type FormEvent } from 'react';

import { PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import {
  PRODUCT_BULK_DELTA_MAX,
  type ProductBulkAction,
  type ProductBulkBody,
} from '#shared/product/product-list.schemas';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { useCategories } from '../../category/api/category.queries';
import { useBulkProducts } from '../api/product-admin.queries';

const ACTIONS: ReadonlyArray<{ value: ProductBulkAction; label: string }> = [
  { value: 'activate', label: 'Activate' },
  { value: 'deactivate', label: 'Deactivate' },
  { value: 'move', label: 'Move to a category' },
  { value: 'adjustStock', label: 'Adjust stock' },
];

/** The shared stock of a product kept for every size: size null on the wire. */
const SHARED = 'shared';
const SIZE_OPTIONS = [
  ...PRODUCT_SIZES.map((size) => ({ value: size, label: size })),
  { value: SHARED, label: 'One stock for all sizes' },
];

/**
 * The selected products' bulk actions (decision 0044): one request, all of them or none; the
 * server's message (a size below 0, a product not found) is shown here and nothing changed.
 */
export function ProductBulkBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const bulk = useBulkProducts();
  const [action, setAction] = useState<ProductBulkAction>('activate');
  const [categoryId, setCategoryId] = useState('');
  const [size, setSize] = useState<string>('M');
  const [delta, setDelta] = useState('');
  const [error, setError] = useState<string | null>(null);
  const categories = useCategories(action === 'move');

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body: ProductBulkBody = { action, ids: [...ids] };
    if (action === 'move') {
      if (!categoryId) return setError(M.bulkCategoryRequired);
      body.categoryId = categoryId;
    }
    if (action === 'adjustStock') {
      const units = Number(delta);
      if (!Number.isInteger(units) || units === 0 || Math.abs(units) > PRODUCT_BULK_DELTA_MAX) {
        return setError(M.bulkStockDeltaInvalid);
      }
      body.stock = [{ size: size === SHARED ? null : (size as ProductSize), delta: units }];
    }
    bulk.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.message);
        onDone();
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError ? failure.message : 'The products could not be changed.',
        ),
    });
  }

  return (
    <form
      aria-label="Bulk actions"
      onSubmit={submit}
      className="mb-5 flex flex-col gap-4 border border-ink bg-sand p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <p className="text-sm font-medium text-ink sm:basis-full">{ids.length} selected</p>
      <SelectField
        label="Action"
        options={ACTIONS}
        value={action}
        onChange={(event) => setAction(event.target.value as ProductBulkAction)}
      />
      {action === 'move' ? (
        <SelectField
          label="Category"
          placeholder="Choose a category"
          options={(categories.data ?? []).map((category) => ({
            value: category._id,
            label: category.name,
          }))}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        />
      ) : null}
      {action === 'adjustStock' ? (
        <>
          <SelectField
            label="Size"
            options={SIZE_OPTIONS}
            value={size}
            onChange={(event) => setSize(event.target.value)}
          />
          <TextField
            label="Units to add (negative to remove)"
            type="number"
            inputMode="numeric"
            step={1}
            min={-PRODUCT_BULK_DELTA_MAX}
            max={PRODUCT_BULK_DELTA_MAX}
            value={delta}
            onChange={(event) => setDelta(event.target.value)}
          />
        </>
      ) : null}
      <Button type="submit" size="sm" isLoading={bulk.isPending} className="h-11">
        Apply to {ids.length}
      </Button>
      {error ? (
        <p className="text-sm text-danger sm:basis-full" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
