import { useState, type FormEvent, type ReactNode } from 'react';

import { LIMITS } from '#shared/common/constants';

import type { UrlFilters } from '../../lib/use-url-filters';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/form-fields';

export interface FilterField<Name extends string> {
  name: Name;
  label: string;
  /** search: applied on Enter or Search; select and date: applied when changed. */
  type: 'search' | 'select' | 'date';
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The select's first choice, that clears the filter ("Any status"). */
  anyLabel?: string;
  placeholder?: string;
  maxLength?: number;
}

/**
 * A dashboard table's filter bar (decision 0044): labelled fields bound to the URL, a Search
 * button for the text, and Clear when anything is set. Wraps to one column on a phone.
 */
export function FilterBar<Name extends string>({
  label,
  filters,
  fields,
  children,
}: {
  label: string;
  filters: UrlFilters<Name>;
  fields: ReadonlyArray<FilterField<Name>>;
  /** Fields of their own (a product picker), after the others. */
  children?: ReactNode;
}) {
  const searchField = fields.find((field) => field.type === 'search');
  const urlText = searchField ? filters.values[searchField.name] : '';
  const [text, setText] = useState(urlText);
  // Back, Forward or Clear change the URL: the box then shows what is applied.
  const [applied, setApplied] = useState(urlText);
  if (applied !== urlText) {
    setApplied(urlText);
    setText(urlText);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (searchField) filters.set({ [searchField.name]: text.trim() } as never);
  }

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="mb-6 grid gap-4 border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {fields.map((field) =>
        field.type === 'search' ? (
          <div key={field.name} className="flex items-end gap-2 sm:col-span-2">
            <TextField
              label={field.label}
              name={field.name}
              type="search"
              autoComplete="off"
              placeholder={field.placeholder}
              maxLength={field.maxLength ?? LIMITS.searchMax}
              value={text}
              onChange={(event) => setText(event.target.value)}
              containerClassName="w-full"
            />
            <Button type="submit" size="sm" variant="secondary" className="h-11">
              Search
            </Button>
          </div>
        ) : field.type === 'select' ? (
          <SelectField
            key={field.name}
            label={field.label}
            name={field.name}
            options={field.options ?? []}
            placeholder={field.anyLabel ?? 'Any'}
            value={filters.values[field.name]}
            onChange={(event) => filters.set({ [field.name]: event.target.value } as never)}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type="date"
            value={filters.values[field.name]}
            onChange={(event) => filters.set({ [field.name]: event.target.value } as never)}
          />
        ),
      )}
      {children}
      {filters.isFiltered ? (
        <div className="flex items-end">
          <Button type="button" size="sm" variant="secondary" onClick={filters.clear}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** How many rows the view holds, read out politely whenever it changes. */
export function ResultsCount({ text }: { text: string | null }) {
  return (
    <p
      className="mb-5 text-xs font-medium uppercase tracking-[0.16em] text-muted"
      role="status"
      aria-live="polite"
    >
      {text ?? ''}
    </p>
  );
}
