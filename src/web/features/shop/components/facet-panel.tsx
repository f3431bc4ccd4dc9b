import { useState, useSyncExternalStore } from 'react';

import type { FacetChoice, ProductFacets } from '#shared/product/facets';

import { cn } from '../../../lib/cn';
import {
  activeFilterCount,
  FACET_KEYS,
  NO_FILTERS,
  writeShopFilters,
  type ShopFilters,
} from '../lib/shop-filters';

const noChange = () => () => undefined;

type FacetKey = (typeof FACET_KEYS)[number];

/** Which ShopFilters list holds each facet's choices. */
const FILTER_OF = {
  size: 'sizes',
  brand: 'brands',
  category: 'categories',
  price: 'prices',
} as const satisfies Record<FacetKey, keyof ShopFilters>;

const LEGENDS: Record<FacetKey, string> = {
  size: 'Size in stock',
  brand: 'Brand',
  category: 'Category',
  price: 'Price',
};

/** What a plain GET of the form keeps from the page's query (a filter change goes to page 1). */
const KEPT = ['name', 'min', 'max', 'rating', 'order'] as const;

interface FacetPanelProps {
  facets: ProductFacets | undefined;
  filters: ShopFilters;
  /** The page's path and query: the form's action and what it keeps. */
  action: string;
  query: URLSearchParams;
  /** The facet a brand's or category's page is already narrowed by. */
  hidden?: FacetKey;
  onChange: (patch: Partial<ShopFilters>) => void;
}

/**
 * The shop's facets (decision 0052): size in stock, brand, category and price band, each choice
 * with the number of products it would leave. Drawn by the server as a plain GET form, so it
 * works before (or without) JavaScript with its "Apply filters" button; once the page runs, a
 * tick applies at once. A choice that would leave nothing is disabled, unless it is ticked.
 */
export function FacetPanel({
  facets,
  filters: applied,
  action,
  query,
  hidden,
  onChange,
}: FacetPanelProps) {
  // A tick shows at once, while the page loads the list it asks for (the URL changes when that
  // has arrived); the choices made meanwhile are kept until the URL has moved on.
  const signature = writeShopFilters(applied).toString();
  const [draft, setDraft] = useState<{ from: string; patch: Partial<ShopFilters> } | null>(null);
  const pending = draft?.from === signature ? draft.patch : {};
  const filters = { ...applied, ...pending };

  // False in the server's HTML and while it hydrates; true once the page's code runs.
  const isLive = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

  const choicesOf: Record<FacetKey, FacetChoice[] | undefined> = {
    size: facets?.sizes,
    brand: facets?.brands,
    category: facets?.categories,
    price: facets?.prices,
  };
  const cleared = writeShopFilters({ ...filters, ...NO_FILTERS, page: 1 }, query).toString();

  return (
    <form method="get" action={action} aria-label="Filter products" className="space-y-8">
      {KEPT.map((key) => {
        const value = query.get(key);
        return value ? <input key={key} type="hidden" name={key} value={value} /> : null;
      })}
      {FACET_KEYS.filter((key) => key !== hidden).map((key) => {
        const chosen: readonly string[] = filters[FILTER_OF[key]];
        const choices = choicesOf[key];
        if (choices && choices.length === 0) return null;
        const toggle = (value: string, isOn: boolean) => {
          const patch = {
            ...pending,
            [FILTER_OF[key]]: isOn ? [...chosen, value] : chosen.filter((item) => item !== value),
          };
          setDraft({ from: signature, patch });
          onChange(patch);
        };
        return (
          <fieldset key={key} className="min-w-0">
            <legend className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">
              {LEGENDS[key]}
            </legend>
            {choices ? (
              <ul className={cn('mt-4', key === 'size' ? 'grid grid-cols-3 gap-2' : 'space-y-1')}>
                {choices.map((choice) => {
                  const isChecked = chosen.includes(choice.value);
                  const isDisabled = choice.count === 0 && !isChecked;
                  const box = (
                    <input
                      type="checkbox"
                      name={key}
                      value={choice.value}
                      checked={isChecked}
                      disabled={isDisabled}
                      onChange={(event) => toggle(choice.value, event.target.checked)}
                      className={key === 'size' ? 'sr-only' : 'size-4 shrink-0 accent-ink'}
                    />
                  );
                  return (
                    <li key={choice.value}>
                      {key === 'size' ? (
                        <label
                          className={cn(
                            'flex h-11 cursor-pointer flex-col items-center justify-center border text-xs font-medium transition-colors',
                            'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink',
                            isChecked
                              ? 'border-ink bg-ink text-white'
                              : 'border-stone-300 bg-white text-ink hover:border-ink',
                            isDisabled &&
                              'cursor-not-allowed border-stone-200 text-stone-400 line-through hover:border-stone-200',
                          )}
                        >
                          {box}
                          <span>{choice.label}</span>{' '}
                          <span
                            className={cn(
                              'text-[0.65rem] tabular-nums',
                              isChecked ? 'text-white/80' : 'text-muted',
                            )}
                          >
                            ({choice.count})
                          </span>
                        </label>
                      ) : (
                        <label
                          className={cn(
                            'flex cursor-pointer items-center gap-3 py-1 text-sm text-ink',
                            isDisabled && 'cursor-not-allowed text-stone-400',
                          )}
                        >
                          {box}
                          <span className="min-w-0 flex-1">{choice.label}</span>{' '}
                          <span className="text-xs text-muted tabular-nums">({choice.count})</span>
                        </label>
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <div aria-hidden="true" className="mt-4 h-20 w-full bg-sand" />
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {isLive ? null : (
          <button
            type="submit"
            className="inline-flex h-10 items-center border border-ink bg-ink px-4 text-xs font-medium tracking-[0.14em] text-white uppercase hover:bg-indigo"
          >
            Apply filters
          </button>
        )}
        {activeFilterCount(filters) > 0 ? (
          <a
            href={cleared ? `${action}?${cleared}` : action}
            className="text-xs font-medium tracking-[0.14em] text-ink uppercase underline underline-offset-4 hover:text-indigo"
            onClick={(event) => {
              event.preventDefault();
              setDraft({ from: signature, patch: NO_FILTERS });
              onChange(NO_FILTERS);
            }}
          >
            Clear all
          </a>
        ) : null}
      </div>
    </form>
  );
}
