import type { ReactNode } from 'react';

import type { AddressDto } from '#shared/address/address.schemas';
import type { ShippingQuoteDto } from '#shared/shipping/shipping.schemas';

import { CheckboxField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { AddressFields, type AddressFormApi } from '../../../components/ui/address-fields';

/** The choice of "a new address" among the saved ones. */
export const NEW_ADDRESS = 'new';

function oneLine(address: AddressDto): string {
  return [address.address, address.city, address.state, address.zipCode, address.country]
    .filter(Boolean)
    .join(', ');
}

/** A radio as a bordered row: the whole row is its label. */
function ChoiceRow({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 border px-4 py-3 text-sm transition-colors',
        checked ? 'border-ink bg-cream' : 'border-line hover:border-ink-soft',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-0.5 size-4 shrink-0 accent-ink"
      />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}

/**
 * "Deliver to": the member's saved addresses (the default chosen first) or a new address typed
 * here with the address book's fields, saved to the book unless the shopper says not to.
 */
export function DeliverTo({
  addresses,
  isLoading,
  chosen,
  onChoose,
  form,
  save,
  onSave,
}: {
  addresses: readonly AddressDto[];
  isLoading: boolean;
  chosen: string;
  onChoose: (value: string) => void;
  form: AddressFormApi;
  save: boolean;
  onSave: (save: boolean) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-xs font-semibold tracking-widest text-ink-soft uppercase">
        Deliver to
      </legend>
      {isLoading ? (
        <Spinner label="Loading your addresses" />
      ) : (
        <>
          {addresses.map((address) => (
            <ChoiceRow
              key={address._id}
              name="deliver-to"
              value={address._id}
              checked={chosen === address._id}
              onChange={onChoose}
            >
              {oneLine(address)}
              {address.isDefault ? (
                <span className="ml-2 text-xs text-muted">(Default)</span>
              ) : null}
            </ChoiceRow>
          ))}
          <ChoiceRow
            name="deliver-to"
            value={NEW_ADDRESS}
            checked={chosen === NEW_ADDRESS}
            onChange={onChoose}
          >
            A new address
          </ChoiceRow>
        </>
      )}
      {chosen === NEW_ADDRESS && !isLoading ? (
        <div className="space-y-5 border border-line px-4 py-4">
          <AddressFields form={form} />
          <CheckboxField
            label="Save to my addresses"
            checked={save}
            onChange={(event) => onSave(event.target.checked)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** The shipping options for the chosen address, each with its price and delivery estimate. */
export function ShippingChoice({
  options,
  picked,
  onPick,
  isLoading,
  problem,
  hasCountry,
}: {
  options: readonly ShippingQuoteDto[];
  picked: string | undefined;
  onPick: (id: string) => void;
  isLoading: boolean;
  problem: string | null;
  hasCountry: boolean;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-xs font-semibold tracking-widest text-ink-soft uppercase">
        Shipping
      </legend>
      {!hasCountry ? (
        <p className="text-sm text-muted">Choose a country to see the shipping options.</p>
      ) : problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : isLoading && options.length === 0 ? (
        <Spinner label="Loading the shipping options" />
      ) : (
        options.map((option) => (
          <ChoiceRow
            key={option._id}
            name="shipping-option"
            value={option._id}
            checked={picked === option._id}
            onChange={onPick}
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{option.name}</span>
              <span className="tabular-nums">
                {option.price > 0 ? formatMoney(option.price) : 'Free'}
              </span>
            </span>
            <span className="block text-xs text-muted">{option.estimate}</span>
          </ChoiceRow>
        ))
      )}
    </fieldset>
  );
}
