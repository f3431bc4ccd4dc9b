import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { DISCOUNT_LIMITS } from '#shared/discount/discount.constants';
import type {
  DiscountCodeBody,
  DiscountCodeDto,
  DiscountCodeInput,
} from '#shared/discount/discount.schemas';

import { SelectField, TextField } from '../../../components/ui/form-fields';
import { SwitchField } from '../../../components/ui/switch';

/** What the form holds: the shared schema's input (the fields keep their text). */
export type DiscountFormValues = DiscountCodeInput;

export const DISCOUNT_FIELDS = [
  'code',
  'type',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'isActive',
] as const;

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  type: 'percentage',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '1',
  isActive: true,
};

/** `datetime-local` in UTC (the store's time): the first 16 characters of the ISO moment. */
const toLocalInput = (iso: string | null) => (iso ? iso.slice(0, 16) : '');
const toText = (value: number | null) => (value === null ? '' : String(value));

/** A stored code as the form shows it. */
export function formValuesOf(discount: DiscountCodeDto): DiscountFormValues {
  return {
    code: discount.code,
    type: discount.type,
    value: String(discount.value),
    minSubtotal: discount.minSubtotal > 0 ? String(discount.minSubtotal) : '',
    startsAt: toLocalInput(discount.startsAt),
    endsAt: toLocalInput(discount.endsAt),
    maxUses: toText(discount.maxUses),
    maxUsesPerCustomer: toText(discount.maxUsesPerCustomer),
    isActive: discount.isActive,
  };
}

export type DiscountForm = UseFormReturn<DiscountFormValues, unknown, DiscountCodeBody>;

/**
 * The fields of a discount code: the code, percentage or fixed amount, the minimum subtotal of
 * the items it applies to, when it runs (UTC) and how often it may be used.
 */
export function DiscountFormFields({
  form,
  onSubmit,
  scopeNote,
  actions,
}: {
  form: DiscountForm;
  onSubmit: (body: DiscountCodeBody) => Promise<void>;
  /** Whose items the code applies to, in words. */
  scopeNote: ReactNode;
  actions: ReactNode;
}) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const isPercentage = watch('type') === 'percentage';
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="space-y-6"
    >
      <p className="border-l-2 border-gold bg-cream px-4 py-3 text-sm text-ink-soft">{scopeNote}</p>
      <TextField
        label="Code"
        autoComplete="off"
        spellCheck={false}
        maxLength={DISCOUNT_LIMITS.codeMax}
        hint="3 to 32 letters, numbers, dashes or underscores. Shoppers may type it in any case."
        className="uppercase"
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Discount type"
          options={[
            { value: 'percentage', label: 'Percentage of the items' },
            { value: 'fixed', label: 'Fixed amount ($)' },
          ]}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label={isPercentage ? 'Percentage (1 to 100)' : 'Amount off ($)'}
          inputMode="decimal"
          error={errors.value?.message}
          {...register('value')}
        />
      </div>
      <TextField
        label="Minimum subtotal ($)"
        inputMode="decimal"
        hint="Of the items the code applies to. Leave empty for none."
        error={errors.minSubtotal?.message}
        {...register('minSubtotal')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Starts (UTC)"
          type="datetime-local"
          hint="Leave empty to start now."
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField
          label="Ends (UTC)"
          type="datetime-local"
          hint="Leave empty to run until switched off."
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Total uses"
          inputMode="numeric"
          hint="Leave empty for no limit."
          error={errors.maxUses?.message}
          {...register('maxUses')}
        />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          hint="Counted per account. Leave empty for no limit."
          error={errors.maxUsesPerCustomer?.message}
          {...register('maxUsesPerCustomer')}
        />
      </div>
      <SwitchField label="Active?" {...register('isActive')} />
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">{actions}</div>
    </form>
  );
}
