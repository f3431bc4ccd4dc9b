import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { CheckboxField, TextField } from '../../../components/ui/form-fields';
import { numberKeyFilter } from './product-form-parts';

interface MadeToMeasureValues {
  madeToMeasure?: unknown;
  madeToMeasureSurcharge?: unknown;
  madeToMeasureLeadDays?: unknown;
}

/** The form's made-to-measure fields (decision 0042), as the product screens send them. */
export const MADE_TO_MEASURE_FIELDS = [
  'madeToMeasure',
  'madeToMeasureSurcharge',
  'madeToMeasureLeadDays',
] as const;

/** A product's offer as the form's starting values (empty numbers when not offered). */
export function madeToMeasureFormValues(
  offer: { surcharge: number; leadDays: number } | null | undefined,
) {
  return {
    madeToMeasure: Boolean(offer),
    madeToMeasureSurcharge: offer ? String(offer.surcharge) : '',
    madeToMeasureLeadDays: offer ? String(offer.leadDays) : '',
  };
}

/** Appends the offer to a multipart form, leaving out what is not given. */
export function appendMadeToMeasure(
  data: FormData,
  values: {
    madeToMeasure?: boolean;
    madeToMeasureSurcharge?: number;
    madeToMeasureLeadDays?: number;
  },
): void {
  if (values.madeToMeasure !== undefined)
    data.append('madeToMeasure', String(values.madeToMeasure));
  if (values.madeToMeasureSurcharge !== undefined) {
    data.append('madeToMeasureSurcharge', String(values.madeToMeasureSurcharge));
  }
  if (values.madeToMeasureLeadDays !== undefined) {
    data.append('madeToMeasureLeadDays', String(values.madeToMeasureLeadDays));
  }
}

/** "Offer made to measure", its surcharge in dollars and its lead time in days. */
export function MadeToMeasureFields<Values extends MadeToMeasureValues>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<MadeToMeasureValues>;
}) {
  const reg = register as unknown as UseFormRegister<MadeToMeasureValues>;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
        Made to measure
      </legend>
      <CheckboxField
        label="Offer made to measure (cut to the shopper's measurements, no size stock)"
        error={errors.madeToMeasure?.message}
        {...reg('madeToMeasure')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Surcharge"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="In dollars, added to the price."
          error={errors.madeToMeasureSurcharge?.message}
          onKeyDown={numberKeyFilter(true)}
          {...reg('madeToMeasureSurcharge')}
        />
        <TextField
          label="Lead time"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Days to make it."
          error={errors.madeToMeasureLeadDays?.message}
          onKeyDown={numberKeyFilter(false)}
          {...reg('madeToMeasureLeadDays')}
        />
      </div>
    </fieldset>
  );
}
