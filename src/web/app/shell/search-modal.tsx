import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

import { SEARCH_TERM_MAX } from '#shared/product/product.constants';
import type { ProductSuggestion } from '#shared/product/product.schemas';

import { CloseButton, Dialog } from '../../components/ui/dialog';
import { SearchIcon } from '../../components/ui/icons';
import { ProductImage } from '../../components/ui/product-image';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import { panels, useOpenPanel } from '../../lib/panel-store';
import { productKeys } from '../../features/product/api/product.keys';

/** A lookup fires only when the trimmed, lower-cased term length is a non-zero multiple of 3. */
export function shouldLookUp(term: string): boolean {
  const length = term.trim().toLowerCase().length;
  return length > 0 && length % 3 === 0;
}

function Highlight({ text, term }: { text: string; term: string }) {
  const index = term ? text.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (index < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, index)}
      <mark className="bg-[#f3e8d2] font-semibold text-ink">
        {text.slice(index, index + term.length)}
      </mark>
      {text.slice(index + term.length)}
    </>
  );
}

/**
 * GET /api/product/list/search/{term}: up to 10 suggestions. Read without runtime parsing, as
 * the rest of the storefront's catalog is: the modal is in every page's first load.
 */
function useSuggestions(term: string) {
  return useQuery({
    queryKey: productKeys.search(term),
    queryFn: ({ signal }) =>
      api
        .get<{ products: ProductSuggestion[] }>(
          `/product/list/search/${encodeURIComponent(term)}`,
          undefined,
          signal,
        )
        .then((answer) => answer.products),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}

/**
 * Live suggestions as the shopper types: image, name with the typed text highlighted, price.
 * The arrow keys move through them, Enter (or a click) opens the product.
 */
export function SearchModal() {
  const isOpen = useOpenPanel() === 'search';
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [term, setTerm] = useState('');
  const [active, setActive] = useState({ term: '', index: -1 });
  const inputId = useId();
  const listId = useId();
  const suggestions = useSuggestions(term);
  const results = term && suggestions.data ? suggestions.data : [];
  const activeIndex = active.term === term && active.index < results.length ? active.index : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    panels.close();
    setValue('');
    setTerm('');
  };

  const choose = (product: ProductSuggestion) => {
    close();
    void navigate(`/product/${product.slug}`);
  };

  const moveTo = (index: number) => {
    setActive({ term, index });
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo(activeIndex < 0 ? 0 : (activeIndex + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(activeIndex <= 0 ? results.length - 1 : activeIndex - 1);
    } else if (event.key === 'Enter') {
      const product = results[activeIndex < 0 ? 0 : activeIndex];
      if (!product) return;
      event.preventDefault();
      choose(product);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} label="Search products" placement="top">
      <div className="flex items-center gap-3 border-b border-line px-4">
        <SearchIcon className="size-5 text-muted" />
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          // The search modal's only field: focus goes straight to it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="off"
          value={value}
          maxLength={SEARCH_TERM_MAX}
          placeholder="Search agbada, suits, kaftans…"
          className="h-14 flex-1 bg-transparent text-base outline-none"
          onKeyDown={handleKey}
          onChange={(event) => {
            const next = event.target.value;
            setValue(next);
            if (next.trim() === '') setTerm('');
            else if (shouldLookUp(next)) setTerm(next.trim().toLowerCase());
          }}
        />
        <CloseButton onClick={close} label="Close search" />
      </div>
      <div className="max-h-[60vh] overflow-y-auto">
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className={cn('divide-y divide-line', results.length === 0 && 'hidden')}
        >
          {results.map((product, index) => (
            // Keyboard use goes through the combobox input (arrow keys and Enter).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={product.slug}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={cn(
                'flex cursor-pointer items-center gap-4 px-4 py-3',
                index === activeIndex ? 'bg-sand' : 'hover:bg-cream',
              )}
              onMouseMove={() => {
                if (index !== activeIndex) setActive({ term, index });
              }}
              onClick={() => choose(product)}
            >
              <ProductImage
                src={product.imageUrl}
                alt=""
                sizes="48px"
                width={48}
                className="w-12 shrink-0"
              />
              <span className="flex-1 text-sm text-ink">
                <Highlight text={product.name} term={term} />
              </span>
              <span className="text-sm font-medium tabular-nums">{formatMoney(product.price)}</span>
            </li>
          ))}
        </ul>
        {results.length === 0 ? (
          <p className="px-4 py-6 text-sm text-muted" role="status">
            {term && suggestions.isFetched
              ? 'No products found.'
              : 'Type the name of a garment to see suggestions.'}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
