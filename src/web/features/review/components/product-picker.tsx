import { useId, useState, type KeyboardEvent } from 'react';

import { LIMITS } from '#shared/common/constants';

import { TextField } from '../../../components/ui/form-fields';
import { Button } from '../../../components/ui/button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminProduct, useAdminProductPage } from '../../product/api/product-admin.queries';

/** How many products the picker offers at once. */
const OPTIONS_MAX = 8;
const DEBOUNCE_MS = 250;

/**
 * The review table's product filter (decision 0048): a combobox that looks products up by name
 * (or the start of the sku) through the admin product list, a few at a time, and gives the
 * chosen product's id. The chosen product's name is read by its id, so it shows after a reload.
 * Keyboard: type, Down and Up move through the products, Enter chooses, Escape closes.
 */
export function ProductPicker({
  value,
  onChange,
}: {
  /** The chosen product's id, or "". */
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const listId = `${id}-products`;
  const [text, setText] = useState('');
  const [isEditing, setIsEditing] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const isLooking = isEditing && term !== '';
  const found = useAdminProductPage(
    new URLSearchParams({ q: term, page: '1', pageSize: String(OPTIONS_MAX) }).toString(),
    isLooking,
  );
  const chosen = useAdminProduct(value, value !== '');
  const options = isLooking ? (found.data?.products ?? []) : [];
  const hasAnswer = isLooking && found.isSuccess;
  const isOpen = hasAnswer && options.length > 0;
  const chosenName = value
    ? chosen.isError
      ? 'A product no longer listed'
      : (chosen.data?.name ?? '')
    : '';

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    setIsEditing(false);
    setText('');
    onChange(option._id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && isOpen) {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp' && isOpen) {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && isOpen) {
      // Choosing, not sending the filter form.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && isEditing) {
      event.preventDefault();
      setIsEditing(false);
      setText('');
    }
  }

  return (
    <div className="relative flex items-end gap-2">
      <TextField
        label="Product"
        name="product"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && options[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Any product: type its name"
        maxLength={LIMITS.searchMax}
        value={isEditing ? text : chosenName}
        onChange={(event) => {
          setIsEditing(true);
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setIsEditing(false);
          setText('');
        }}
        containerClassName="w-full min-w-0"
      />
      {value ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="h-11 shrink-0"
          onClick={() => onChange('')}
        >
          Clear product
        </Button>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Products"
        hidden={!isOpen}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-auto border border-line bg-white shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option._id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the box loses focus and closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
            className={`cursor-pointer px-3.5 py-2.5 text-sm text-ink ${
              index === active ? 'bg-sand' : ''
            }`}
          >
            <span className="block truncate">{option.name}</span>
            <span className="block truncate text-xs text-muted">{option.sku}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {hasAnswer
          ? options.length === 0
            ? 'No product found.'
            : `${options.length} ${options.length === 1 ? 'product' : 'products'} found.`
          : ''}
      </p>
    </div>
  );
}
