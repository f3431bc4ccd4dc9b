import { Button } from '../../../components/ui/button';
import { CloseButton, Dialog } from '../../../components/ui/dialog';
import type { ShopFilters } from '../lib/shop-filters';
import { FilterPanel } from './filter-panel';

interface FilterDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
  resultText: string;
}

/** The filter panel in a drawer, for phones and tablets. */
export function FilterDrawer({
  isOpen,
  onClose,
  filters,
  onChange,
  resultText,
}: FilterDrawerProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} label="Filters" placement="left">
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 className="font-display text-2xl font-semibold">Filters</h2>
        <CloseButton onClick={onClose} label="Close filters" />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-8">
        <FilterPanel filters={filters} onChange={onChange} />
      </div>
      <div className="border-t border-line px-5 py-4">
        <p className="mb-3 text-center text-xs text-muted" aria-live="polite">
          {resultText}
        </p>
        <Button className="w-full" onClick={onClose}>
          Show products
        </Button>
      </div>
    </Dialog>
  );
}
