import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { CloseButton, Dialog } from '../../components/ui/dialog';
import { SearchIcon } from '../../components/ui/icons';
import { api } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { panels, useOpenPanel } from './shell-store';

interface Suggestion {
  name: string;
  slug: string;
  imageUrl?: string | null;
  price: number;
}

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
      <mark className="bg-[#f3e8d2] text-ink">{text.slice(index, index + term.length)}</mark>
      {text.slice(index + term.length)}
    </>
  );
}

export function SearchModal() {
  const isOpen = useOpenPanel() === 'search';
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [term, setTerm] = useState('');
  const inputId = useId();

  const suggestions = useQuery({
    queryKey: ['product', 'search', term],
    queryFn: ({ signal }) =>
      api
        .get<{ products: Suggestion[] }>(
          `/product/list/search/${encodeURIComponent(term)}`,
          undefined,
          signal,
        )
        .then((r) => r.products),
    enabled: term.length > 0,
    staleTime: 60_000,
  });

  const close = () => {
    panels.close();
    setValue('');
    setTerm('');
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
          // The search modal's only field: focus goes straight to it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={value}
          maxLength={100}
          placeholder="Search agbada, suits, kaftans…"
          className="h-14 flex-1 bg-transparent text-base outline-none"
          onChange={(event) => {
            setValue(event.target.value);
            if (shouldLookUp(event.target.value)) setTerm(event.target.value.trim().toLowerCase());
          }}
        />
        <CloseButton onClick={close} label="Close search" />
      </div>
      <div className="max-h-[60vh] overflow-y-auto">
        {term && suggestions.data && suggestions.data.length > 0 ? (
          <ul aria-label="Suggestions" className="divide-y divide-line">
            {suggestions.data.map((product) => (
              <li key={product.slug}>
                <button
                  type="button"
                  className="flex w-full items-center gap-4 px-4 py-3 text-left hover:bg-sand"
                  onClick={() => {
                    close();
                    navigate(`/product/${product.slug}`);
                  }}
                >
                  <img
                    src={product.imageUrl || '/placeholder-product.svg'}
                    alt=""
                    className="size-14 bg-sand object-cover"
                    loading="lazy"
                  />
                  <span className="flex-1 text-sm text-ink">
                    <Highlight text={product.name} term={term} />
                  </span>
                  <span className="text-sm font-medium">{formatMoney(product.price)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-4 py-6 text-sm text-muted">
            {term && suggestions.isFetched
              ? 'No products found.'
              : 'Type the name of a garment to see suggestions.'}
          </p>
        )}
      </div>
    </Dialog>
  );
}
